"""Giving memory back to the system after a large free (a long document's pages, an engine's models).

CPython frees small objects into its own arenas and glibc keeps freed heap pages mapped: after a big `del` the
process's RSS stays where it was until glibc is asked to return the free pages (`malloc_trim`).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
from functools import lru_cache


@lru_cache(maxsize=1)
def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None  # glibc only


def give_back() -> None:
    """Collect garbage cycles, then hand the heap's free pages back to the system (glibc; elsewhere only the
    collection)."""
    gc.collect()
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
