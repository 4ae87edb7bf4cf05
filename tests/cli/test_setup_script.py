"""scripts/setup.sh on a fresh Debian/Ubuntu machine, where the system Python has no venv package (no ensurepip):
the README's `bash scripts/run.sh` must install that package with the rest and make `.venv`, and a `.venv` that
an earlier run left half made (its python, no pip) must be made again rather than break every later run.

apt, dpkg and Python are stand-ins on PATH that behave as Debian's do (`python3 -m venv` without the venv
package leaves `.venv/bin/python` and exits 1); the script itself is the real one, run by bash. And scripts/test.sh, the
README's test command, stops when no PostgreSQL can be given to the tests."""

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


def test_the_test_command_stops_when_no_postgresql_can_be_given_to_the_tests(tmp_path: Path) -> None:
    """scripts/test.sh asks scripts/test_pg.sh for the tests' PostgreSQL; when it fails (no server lets user postgres
    in and the private cluster did not come up), the test command stops with its message instead of running the
    suite against an empty ENGROSS_TEST_PG (`export X=$(...)` hides the failure)."""
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    (checkout / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "test.sh", checkout / "scripts" / "test.sh")
    stubs = {"scripts/setup.sh": "exit 0", "scripts/services.sh": "exit 0",
             "scripts/test_pg.sh": "echo 'error: the private test cluster did not come up' >&2; exit 1",
             ".venv/bin/pytest": f"echo \"$ENGROSS_TEST_PG\" > {tmp_path / 'pytest-ran'}"}
    for rel, body in stubs.items():
        (checkout / rel).write_text(f"#!/usr/bin/env bash\n{body}\n")
        (checkout / rel).chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "ENGROSS_TEST_PG"}
    out = subprocess.run(["bash", "scripts/test.sh"], cwd=checkout, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode != 0 and "did not come up" in out.stderr
    assert not (tmp_path / "pytest-ran").exists()  # the suite did not run
    ok = subprocess.run(["bash", "scripts/test.sh"], cwd=checkout, capture_output=True, text=True, timeout=60,
                        env={**env, "ENGROSS_TEST_PG": "postgresql://postgres@127.0.0.1:5432/test"})
    assert ok.returncode == 0, ok.stderr  # a URL given by the caller is used as it is
    assert (tmp_path / "pytest-ran").read_text().strip() == "postgresql://postgres@127.0.0.1:5432/test"
