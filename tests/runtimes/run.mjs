// Run a Python script under one of the browser's interpreters, in Node.js:
// the vendored MicroPython (the page's main thread) or Pyodide (the AI
// worker), with chosen project files copied into its file system.
//
//   [C4_ROMFS=IMAGE] node tests/runtimes/run.mjs micropython|pyodide SCRIPT FILE...
//
// Paths are relative to the project root.  Exit status 0 only if the script
// ran to the end; a Python exception is printed on stderr.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [interp, script, ...files] = process.argv.slice(2);
const out = (line) => console.log(line);
const err = (line) => console.error(line);

let runtime, FS;
if (interp === "micropython") {
  const { loadMicroPython } = await import(
    resolve(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));
  // C4_ROMFS: a ROMFS image to mount at /rom, as static/mpy-page.js does.
  const romfs = process.env.C4_ROMFS ? readFileSync(process.env.C4_ROMFS) : undefined;
  runtime = await loadMicroPython({ heapsize: 64 * 1024 * 1024, stdout: out, stderr: err, romfs });
  FS = runtime.FS;
} else if (interp === "pyodide") {
  const { loadPyodide } = await import(resolve(root, "node_modules/pyodide/pyodide.mjs"));
  runtime = await loadPyodide({
    indexURL: resolve(root, "node_modules/pyodide") + "/", stdout: out, stderr: err });
  FS = runtime.FS;
} else {
  err("usage: node run.mjs micropython|pyodide SCRIPT FILE...");
  process.exit(2);
}

for (const file of files) {
  let dir = "/project";
  try { FS.mkdir(dir); } catch (e) { /* exists */ }
  for (const part of file.split("/").slice(0, -1)) {
    dir += "/" + part;
    try { FS.mkdir(dir); } catch (e) { /* exists */ }
  }
  FS.writeFile("/project/" + file, readFileSync(resolve(root, file)));
}
try {
  runtime.runPython("import sys\nsys.path.insert(0, '/project')\n" +
                    readFileSync(resolve(root, script), "utf8"));
} catch (e) {
  err(String(e));
  process.exit(1);
}
