"""static/idb.js where there is no IndexedDB (Node.js, as a browser that refuses it): every
call answers with the error's name and message, in JSON, and never rejects or throws."""

import json
import shutil
import subprocess

from shared_data import ROOT

_SCRIPT = """
const idb = await import(process.argv[1]);
const out = [await idb.put("games", JSON.stringify({id: "a"})), await idb.load("games"),
             await idb.replace(JSON.stringify({games: []}), JSON.stringify({k: "v"})),
             await idb.put("games", "not JSON")];
console.log(JSON.stringify(out));
"""


def test_without_indexeddb_every_call_answers_its_error():
    node = shutil.which("node")
    assert node, "Node.js is needed (see README)"
    proc = subprocess.run([node, "--no-warnings", "--input-type=module", "-e", _SCRIPT,
                           str(ROOT / "static" / "idb.js")], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    answers = [json.loads(a) for a in json.loads(proc.stdout)]
    assert answers == [{"error": "ReferenceError: indexedDB is not defined"}] * 4
