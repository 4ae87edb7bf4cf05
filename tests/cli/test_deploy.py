"""The compose stack's defaults an operator meets: worker processes follow the container's CPU quota, MinIO is
reachable from this machine only and starts with no default credentials, services report their health."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from engross.settings import Settings
from ingest.options import usable_cpus
from tests.conftest import ROOT

SECRETS = ("MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "POSTGRES_PASSWORD", "ENGROSS_SECRET_KEY")


def test_worker_processes_follow_the_cpu_quota(tmp_path: Path) -> None:
    (tmp_path / "cpu.max").write_text("150000 100000\n")  # docker run --cpus 1.5
    assert usable_cpus(tmp_path) == min(2, usable_cpus(tmp_path / "none"))
    (tmp_path / "cpu.max").write_text("max 100000\n")
    assert usable_cpus(tmp_path) == usable_cpus(tmp_path / "none")  # no quota: every core it may use
    v1 = tmp_path / "v1"
    (v1 / "cpu").mkdir(parents=True)
    (v1 / "cpu" / "cpu.cfs_quota_us").write_text("100000\n")
    (v1 / "cpu" / "cpu.cfs_period_us").write_text("100000\n")
    assert usable_cpus(v1) == 1
    assert Settings(workers=3).ocr_processes() == 3  # ENGROSS_WORKERS wins


def test_compose_binds_minio_to_localhost_with_required_credentials() -> None:
    text = (ROOT / "docker-compose.yml").read_text()
    services = yaml.safe_load(text)["services"]
    assert services["minio"]["ports"] and all(p.startswith("127.0.0.1:") for p in services["minio"]["ports"])
    for name in SECRETS:  # ${NAME:?message}: compose refuses to start without it; never ${NAME:-default}
        assert f"${{{name}:?" in text and not re.search(rf"\$\{{{name}:-", text), name
    for name in ("redis", "postgres", "minio", "worker", "watcher", "web"):
        assert "healthcheck" in services[name], name
    assert services["worker"].get("cpus")  # the quota the worker's process count follows
    assert "engross user add" in text and "engross token create" in text  # the first steps, where one looks


def test_image_has_what_reading_needs() -> None:
    """OSD (page orientation) installed, and the word list (plausibility: without it every chunk reads as
    garbage) proved loadable while the image is built: it ships with the package (wordfreq), not with apt."""
    dockerfile = (ROOT / "Dockerfile").read_text()
    setup = (ROOT / "scripts" / "setup.sh").read_text()
    assert "tesseract-ocr-osd" in dockerfile and "tesseract-ocr-osd" in setup
    assert "hunspell-$lang" in dockerfile and "'hunspell-%s '" in setup  # Telugu's word list (docs/languages.md)
    assert "lexicon.require()" in dockerfile
