"""What can go stale in the Docker files, checked without a Docker engine: every command and setting they name
exists, and the image copies every package the project installs. The image itself runs in
tests/cli/test_docker_image.py (marker `docker`), where an engine answers."""

from __future__ import annotations

import re
import tomllib

import yaml

from engross.settings import Settings
from tests.conftest import ROOT, run_engross


def _compose() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def test_compose_commands_are_engross_commands() -> None:
    services = _compose()["services"]
    for name in ("worker", "watcher", "web"):
        command = services[name]["command"][0]
        out = run_engross(command, "--help", timeout=60)
        assert out.returncode == 0, (name, out.stderr)


def test_compose_settings_exist() -> None:
    env = _compose()["x-engross"]["environment"]
    names = {k.removeprefix("ENGROSS_").lower() for k in env if k.startswith("ENGROSS_")}
    assert names <= set(Settings.model_fields), names - set(Settings.model_fields)


def test_image_copies_every_package() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    copied = set(re.findall(r"^COPY (\w+) \1$", dockerfile, re.M))
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]
    packages = {p.rstrip("*") for p in patterns["include"]}
    assert packages <= copied, packages - copied
    assert "OMP_THREAD_LIMIT=1" in dockerfile and "tesseract-ocr" in dockerfile
    # the dependency layer's stub build tree would ship empty __init__.py files in the real wheel (it did, the first
    # time the image was built): it is removed, and the build's own check imports the installed package from /
    stub = dockerfile.split("COPY engross engross", 1)[0]
    assert "pip uninstall -y engross" in stub and "rm -rf build" in stub
    assert "cd / && engross --help" in dockerfile
