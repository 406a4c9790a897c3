"""The package's shape: no import circle among its modules, imports that point down the layers, the shared UI
knows no game, and no file over 800 lines."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_imports() -> dict[str, set[str]]:
    """Each `arcade` module and the `arcade` modules it imports when it is loaded (its top level: an import inside a
    function, done at first use, is not part of loading it), and those it names for its type hints alone (under
    `if TYPE_CHECKING`: a part that names its whole for its types depends on it as much)."""
    files = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
             for p in (ROOT / "arcade").rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        top = ast.parse(path.read_text(encoding="utf-8")).body
        hinted = [n for node in top if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING")
                  for n in node.body]
        for node in [*top, *hinted]:
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                submodules = {f"{base}.{alias.name}" for alias in node.names} & files.keys()
                # `from a package import its module` loads that module, as `from a.module import x` does: the
                # package itself is named only when a name is taken from it
                found |= submodules | ({base} if len(submodules) < len(node.names) else set())
        graph[name] = {target for target in found if target in files and target != name}
    return graph


def a_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the modules around it, or None."""
    done: set[str] = set()
    for start in sorted(graph):
        path: list[str] = []
        on_path: set[str] = set()
        stack: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        path.append(start)
        on_path.add(start)
        while stack:
            node, todo = stack[-1]
            if not todo:
                stack.pop()
                path.pop()
                on_path.discard(node)
                done.add(node)
                continue
            nxt = todo.pop()
            if nxt in on_path:
                return path[path.index(nxt):] + [nxt]
            if nxt not in done:
                stack.append((nxt, sorted(graph[nxt])))
                path.append(nxt)
                on_path.add(nxt)
    return None


def test_no_module_imports_itself_through_others() -> None:
    graph = module_imports()
    assert {"arcade.saves.store", "arcade.ui.theme"} <= graph["arcade.app.core"]  # (the graph is the package's)
    assert "arcade.games.fmp.rules.state" in graph["arcade.games.fmp.rules.game"]  # (relative or not)
    assert "arcade.games.fmp.scene" in graph["arcade.games.fmp.marks"]  # (named for its type hints alone)
    assert a_circle(graph) is None


def test_the_circle_finder_finds_a_circle() -> None:
    assert a_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) in (["a", "b", "c", "a"], ["b", "c", "a", "b"],
                                                                          ["c", "a", "b", "c"])
    assert a_circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_the_shared_ui_and_core_know_no_game() -> None:
    """A game's pieces are drawn by its own modules: the shared UI, the core and the bots' search import none."""
    graph = module_imports()
    shared = [m for m in graph if m.startswith(("arcade.ui", "arcade.core", "arcade.bots"))]
    assert shared
    assert not {m: sorted(t for t in graph[m] if t.startswith("arcade.games")) for m in shared
                if any(t.startswith("arcade.games") for t in graph[m])}


#: No file of the package is longer: a module may be long where it is one idea, never past this.
MOST_LINES = 800


def test_no_module_of_the_package_is_over_800_lines() -> None:
    lengths = {str(p.relative_to(ROOT)): len(p.read_text(encoding="utf-8").splitlines())
               for p in (ROOT / "arcade").rglob("*.py")}
    assert len(lengths) > 150  # (the package's files, all of them)
    assert {path: n for path, n in lengths.items() if n > MOST_LINES} == {}


#: What each pure layer may import, beside itself: imports point down, never up to a higher layer.
BELOW = {
    "arcade.core": (),
    "arcade.match": ("arcade.core",),
    "arcade.bots": ("arcade.core",),
}


def test_imports_point_down_never_up_to_a_higher_layer() -> None:
    """The core knows nothing above it; a match and the bots' machinery know only the core; a game's rules know
    only the core and their own rules."""
    graph = module_imports()
    up = {}
    for module, targets in graph.items():
        layer = next((layer for layer in BELOW if module.startswith(layer + ".") or module == layer), None)
        if layer is not None:
            allowed = (layer, *BELOW[layer])
        elif module.startswith("arcade.games.") and ".rules" in module:
            allowed = ("arcade.core", module.split(".rules")[0] + ".rules")
        else:
            continue
        wrong = sorted(t for t in targets if not t.startswith(allowed))
        if wrong:
            up[module] = wrong
    assert "arcade.core.takeback" in graph["arcade.match.match"]  # (the graph holds the layers it checks)
    assert up == {}
