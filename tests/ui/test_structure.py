"""The browser package's shape: one module touches the browser, no import cycles, everything else imports in CPython."""
from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "web" / "debertz_web"


def modules() -> dict[str, Path]:
    out = {}
    for path in PKG.rglob("*.py"):
        rel = path.relative_to(PKG).with_suffix("")
        parts = [p for p in rel.parts if p != "__init__"]
        out[".".join(["debertz_web", *parts])] = path
    return out


def imports_of(name: str, path: Path) -> set[str]:
    """Every debertz_web module imported anywhere in the file (top level or inside functions)."""
    pkg = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.startswith("debertz_web"):
                out.add(target)
                out.update(f"{target}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("debertz_web"))
    return out


def test_only_browser_py_imports_js() -> None:
    users = set()
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(n == "js" or n.split(".")[0] in ("pyodide", "pyodide_js") for n in names):
                users.add(name)
    assert users == {"debertz_web.browser"}


def test_no_import_cycles() -> None:
    mods = modules()
    graph = {name: {t for t in imports_of(name, path) if t in mods and t != name} for name, path in mods.items()}
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " -> ".join(trail[trail.index(nxt):] + [node, nxt])
                                     if nxt in trail else f"import cycle: {node} -> {nxt}")
            if nxt not in state:
                visit(nxt, trail + [node])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])


def test_everything_but_browser_py_imports_in_cpython() -> None:
    import importlib

    for name in modules():
        if name != "debertz_web.browser":
            importlib.import_module(name)


def test_views_compute_no_game_logic() -> None:
    """The views draw what update computed: no view calls the guide's advice, the statistics, the coach's
    ratings, a challenge's comparison, why a card is illegal, or the bots (types and drawing helpers are fine)."""
    logic = {"advise", "statistics", "costliest", "compare", "why_illegal", "rate_deal", "get_bot", "facts_of"}
    for name, path in modules().items():
        if not name.startswith("debertz_web.view"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call):
                f = node.func
                called = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                assert called not in logic, f"{name} calls {called}"
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("debertz.bots"), f"{name} imports the bots"
                assert not {a.name for a in node.names} & logic, f"{name} imports {node.names}"
