"""scripts/setup.sh on a fresh Debian/Ubuntu machine, where the system Python has no venv package (no ensurepip):
the README's `bash scripts/run.sh` must install that package with the rest and make `.venv`, and a `.venv` that
an earlier run left half made (its python, no pip) must be made again rather than break every later run.

apt, dpkg and Python are stand-ins on PATH that behave as Debian's do (`python3 -m venv` without the venv
package leaves `.venv/bin/python` and exits 1); the script itself is the real one, run by bash."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

# Debian's python3 until `apt-get install python3.X-venv` has run: every `-c` runs on the real Python, except
# that ensurepip is missing; `-m venv` then fails half-way as Debian's does.
FAKE_PYTHON = f"""#!/usr/bin/env bash
venv_pkg="$FAKE/apt.log"
have_venv() {{ grep -q -- '-venv' "$venv_pkg" 2>/dev/null || [[ -e "$FAKE/has-ensurepip" ]]; }}
if [[ "$1" == "-c" && "$2" == "import ensurepip" ]]; then have_venv; exit $?; fi
if [[ "$1" == "-c" ]]; then exec {sys.executable} "$@"; fi
if [[ "$1" == "-m" && "$2" == "venv" ]]; then
  mkdir -p "$3/bin" && touch "$3/bin/python" && chmod +x "$3/bin/python"
  have_venv || {{ echo "ensurepip is not available" >&2; exit 1; }}
  printf '#!/usr/bin/env bash\\necho "$*" >> "$FAKE/pip.log"\\n' > "$3/bin/pip" && chmod +x "$3/bin/pip"
  exit 0
fi
exit 2
"""
FAKES = {
    "python3": FAKE_PYTHON,
    # every package the script wants is installed already, except a Python venv package
    "dpkg-query": '#!/usr/bin/env bash\n[[ "${@: -1}" != *-venv ]] && echo "install ok installed"; exit 0\n',
    "apt-get": '#!/usr/bin/env bash\n[[ "$1" == install ]] && echo "$*" >> "$FAKE/apt.log"; exit 0\n',
    "sudo": '#!/usr/bin/env bash\nexec "$@"\n',
}


def _machine(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A checkout holding the real setup.sh, and an environment whose apt, dpkg and python3 are the fakes."""
    checkout, fake = tmp_path / "checkout", tmp_path / "fake"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "setup.sh", checkout / "scripts" / "setup.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    (fake / "bin").mkdir(parents=True)
    for name, body in FAKES.items():
        (fake / "bin" / name).write_text(body)
        (fake / "bin" / name).chmod(0o755)
    env = {**os.environ, "FAKE": str(fake), "PATH": f"{fake / 'bin'}:{os.environ['PATH']}"}
    env.pop("PYTHON", None)
    return checkout, env


def _setup(checkout: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "scripts/setup.sh"], cwd=checkout, env=env, capture_output=True, text=True,
                          timeout=60)


def test_fresh_debian_python_gets_its_venv_package_and_the_environment_is_made(tmp_path: Path) -> None:
    checkout, env = _machine(tmp_path)
    out = _setup(checkout, env)
    assert out.returncode == 0, out.stderr
    minor = f"{sys.version_info[0]}.{sys.version_info[1]}"
    apt = (Path(env["FAKE"]) / "apt.log").read_text()
    assert f"python{minor}-venv" in apt.split(), apt
    assert (checkout / ".venv" / "bin" / "pip").exists()
    assert "install -q -e ." in (Path(env["FAKE"]) / "pip.log").read_text()  # the package went in


def test_a_half_made_venv_is_made_again_not_left_to_break_every_run(tmp_path: Path) -> None:
    checkout, env = _machine(tmp_path)
    (checkout / ".venv" / "bin").mkdir(parents=True)
    (checkout / ".venv" / "bin" / "python").touch(mode=0o755)  # what a first run without python3-venv left
    (Path(env["FAKE"]) / "has-ensurepip").touch()  # the venv package has since been installed
    out = _setup(checkout, env)
    assert out.returncode == 0, out.stderr
    assert "install -q -e ." in (Path(env["FAKE"]) / "pip.log").read_text()
    assert not (Path(env["FAKE"]) / "apt.log").exists()  # nothing was missing: apt was not called
