"""The engine's folders are layers: the rules (``debertz/*.py``), then ``bots``, then ``learn`` and
``cli``. A module imports only from its own layer or the ones below, so the rules never load a bot
and the page's learning tools never load the command line."""
from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "debertz"
# what each layer may import, besides itself
ALLOWED = {"rules": {"rules"}, "bots": {"rules", "bots"}, "learn": {"rules", "bots", "learn"},
           "cli": {"rules", "bots", "cli"}}


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ALLOWED else "rules"


def imports(path: Path, module: str) -> set[str]:
    """The debertz modules a file imports, top level or inside functions, relative imports resolved."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            out.update(f"{base}.{a.name}" for a in node.names)
    return {m for m in out if m.startswith("debertz.")}


def test_every_module_imports_only_its_own_layer_or_those_below() -> None:
    checked = 0
    for path in sorted(PKG.rglob("*.py")):
        module = ".".join(("debertz", *path.relative_to(PKG).with_suffix("").parts)).removesuffix(".__init__")
        if module == "debertz.__main__":
            continue  # the command dispatcher: names the cli modules, imports them only when run
        for target in imports(path, module):
            assert layer(target) in ALLOWED[layer(module)], f"{module} imports {target}"
        checked += 1
    assert checked >= 30
