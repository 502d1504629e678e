"""The package's import graph: no cycle, and no import hidden inside a function
without a comment saying why (start-up time, an optional dependency).

The graph is read from the source with :mod:`ast`, every ``connect4`` import
counted wherever it sits (a cycle hidden by an import inside a function is
still a cycle).
"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "connect4"

def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources():
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imported(node, modules):
    """The package's modules an ``import`` / ``from ... import`` node loads."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    elif node.level == 0 and node.module:
        # ``from connect4.players import ladder`` loads the module ladder
        names = [node.module] + ["%s.%s" % (node.module, a.name) for a in node.names]
    else:
        names = []
    return {n for n in names if n in modules}


def import_graph():
    """``{module: {modules it imports}}`` for every module of ``connect4``."""
    modules = _sources()
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(), str(path))
        edges = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges |= _imported(node, modules)
        edges.discard(name)
        graph[name] = edges
    return graph


def find_cycle(graph):
    """One cycle as a list of modules (first == last), or ``None``."""
    state = {}  # module -> 1 on the current path, 2 done
    path = []

    def visit(m):
        state[m] = 1
        path.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_package_import_graph_has_no_cycle():
    graph = import_graph()
    assert "connect4.board" in graph and "connect4.players.registry" in graph
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph))


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_board_depends_on_notation_and_the_ladder_on_nothing_of_the_registry():
    graph = import_graph()
    assert "connect4.notation" in graph["connect4.board"]
    assert "connect4.board" not in graph["connect4.notation"]
    assert "connect4.players.ladder" in graph["connect4.players.registry"]
    assert "connect4.players.registry" not in graph["connect4.players.ladder"]


def _function_imports(path: Path):
    """``(line, has a comment)`` of each import inside a function of ``path``."""
    lines = path.read_text().splitlines()
    tree = ast.parse("\n".join(lines), str(path))
    out = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                # the comment sits on the import's line or just above it
                near = lines[node.lineno - 1] + lines[node.lineno - 2]
                out.append((node.lineno, "#" in near))
    return out


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_an_import_inside_a_function_says_why(path):
    silent = [line for line, commented in _function_imports(path) if not commented]
    assert not silent, "%s: imports inside functions without a comment saying why, lines %s" % (
        path.relative_to(ROOT), silent)
