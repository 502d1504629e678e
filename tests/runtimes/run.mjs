// Run a Python script under the same MicroPython that the page's main thread
// uses (the vendored npm package), with chosen connect4 modules in its file
// system.  Usage: node run.mjs SCRIPT MODULE_FILE...   (paths relative to the
// project root).  Exit status 0 only if the script ran to the end.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { loadMicroPython } = await import(
  resolve(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs")
);
const [script, ...files] = process.argv.slice(2);
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
for (const file of files) {
  const parts = file.split("/");
  let dir = "";
  for (const part of parts.slice(0, -1)) {
    dir += "/" + part;
    try { mp.FS.mkdir(dir); } catch (e) { /* exists */ }
  }
  mp.FS.writeFile("/" + file, readFileSync(resolve(root, file)));
}
try {
  mp.runPython("import sys\nsys.path.insert(0, '/')\n" + readFileSync(resolve(root, script), "utf8"));
} catch (e) {
  console.error(String(e));
  process.exit(1);
}
