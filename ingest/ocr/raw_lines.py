"""Tesseract's line images handed on raw instead of as PNG: the same pixels, ~15% less CPU in a page's read.

Between layout and recognition Tesseract (5.x, `ImageData::SetPixInternal`) PNG-encodes every text line's image
(zlib level 6 with adaptive filters) and decodes it again before the LSTM reads it: about a seventh of the
in-process read's CPU on a scanned page (perf, `long_scan.pdf`), and the `tesseract` program does the same.
Leptonica's own raw serialisation (`pixWriteMemSpix`) round-trips the same pixels by a copy, and its reader
(`pixReadMem`) tells the formats apart by their first bytes, so recognition gets identical line images and reads
identical words (every word, box and confidence the same on the samples: tests/pipeline/test_raw_lines.py).

The wheel's libtesseract calls `pixWriteMem` through its procedure linkage table, from that function alone (and
from ScrollView's debug viewer, never used here); its table slot is pointed at `pixWriteMemSpix`, which takes the
same first three arguments and ignores the format (a fourth argument in a register, harmless on x86-64 and
AArch64). Anything unexpected (another platform, a slot not writable or already changed, a symbol missing) leaves
Tesseract as it is: the read is then the program's, only slower.
"""

from __future__ import annotations

import ctypes
import platform
import struct
from pathlib import Path

# the relocation type of a procedure linkage table slot, by machine (ELF e_machine)
_JUMP_SLOT = {62: 7, 183: 1026}  # EM_X86_64: R_X86_64_JUMP_SLOT, EM_AARCH64: R_AARCH64_JUMP_SLOT
_MACHINES = {"x86_64": 62, "aarch64": 183}
_patched: dict[int, int] = {}  # slot address -> its value before
_refused: list[bool] = []  # keep_raw found the library not as expected: it is not looked at again (~11 ms a look)


def _mappings() -> list[tuple[int, int, str, str]]:
    """This process's memory mappings: (start, end, permissions, file)."""
    found = []
    for line in Path("/proc/self/maps").read_text().splitlines():
        parts = line.split(maxsplit=5)
        start, end = (int(x, 16) for x in parts[0].split("-"))
        found.append((start, end, parts[1], parts[5] if len(parts) > 5 else ""))
    return found


def _jump_slot(path: str, symbol: str) -> int | None:
    """The link-time address of `symbol`'s procedure linkage table slot in the ELF file `path` (64-bit,
    little-endian), or None."""
    with open(path, "rb") as f:
        head = f.read(64)
        if head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
            return None
        machine = struct.unpack_from("<H", head, 18)[0]
        if machine != _MACHINES.get(platform.machine()) or machine not in _JUMP_SLOT:
            return None
        shoff, = struct.unpack_from("<Q", head, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", head, 0x3A)
        f.seek(shoff)
        raw = f.read(shentsize * shnum)
        sections = [struct.unpack_from("<IIQQQQIIQQ", raw, i * shentsize) for i in range(shnum)]

        def data(index: int) -> bytes:
            f.seek(sections[index][4])
            return f.read(sections[index][5])

        for _name, kind, _flags, _addr, _off, size, link, _info, _align, entsize in sections:
            if kind != 4 or not entsize:  # SHT_RELA
                continue
            f.seek(_off)
            relocations = f.read(size)
            symbols, names = data(link), data(sections[link][6])
            for i in range(0, len(relocations), entsize):
                offset, info, _addend = struct.unpack_from("<QQq", relocations, i)
                if info & 0xFFFFFFFF != _JUMP_SLOT[machine]:
                    continue
                name_at = struct.unpack_from("<I", symbols, (info >> 32) * 24)[0]
                if names[name_at:names.index(b"\0", name_at)] == symbol.encode():
                    return offset
    return None


def _loaded(prefix: str) -> str | None:
    """The file of the one library loaded in this process whose name starts with `prefix` (None: none or two)."""
    found = {name for _start, _end, _perms, name in _mappings() if Path(name).name.startswith(prefix)}
    return found.pop() if len(found) == 1 else None


def keep_raw() -> bool:
    """Point the loaded libtesseract's `pixWriteMem` slot at Leptonica's raw writer; True when it is (now or
    before). Call after tesserocr is imported; forked page processes inherit it."""
    if _patched:
        return True
    if _refused:
        return False
    found = slot()
    if found is None:
        _refused.append(True)
        return False
    where, write_mem, write_raw = found
    cell = ctypes.c_uint64.from_address(where)
    # unresolved (lazy binding: the slot still points into libtesseract's own stub) or resolved to Leptonica's
    tesseract = _loaded("libtesseract")
    unresolved = any(m[3] == tesseract and m[0] <= cell.value < m[1] for m in _mappings())
    if not unresolved and cell.value != write_mem:
        _refused.append(True)
        return False
    _patched[where] = cell.value
    cell.value = write_raw
    return True


def slot() -> tuple[int, int, int] | None:
    """The loaded libtesseract's `pixWriteMem` slot (its address, writable), Leptonica's `pixWriteMem` and its
    `pixWriteMemSpix`; None where anything is not as expected (then Tesseract is left as it is)."""
    try:
        import tesserocr  # noqa: F401 - loads libtesseract and its Leptonica

        tesseract, leptonica = _loaded("libtesseract"), _loaded("libleptonica")
        if not tesseract or not leptonica:
            return None
        offset = _jump_slot(tesseract, "pixWriteMem")
        if offset is None:
            return None
        handle = ctypes.CDLL(tesseract)._handle  # glibc: the library's link_map, whose first field is its load bias
        name = ctypes.c_char_p.from_address(handle + ctypes.sizeof(ctypes.c_void_p)).value or b""
        if Path(name.decode()).resolve() != Path(tesseract):
            return None
        bias = ctypes.c_size_t.from_address(handle).value
        address = bias + offset
        lept = ctypes.CDLL(leptonica)
        write_mem = ctypes.cast(lept.pixWriteMem, ctypes.c_void_p).value
        write_raw = ctypes.cast(lept.pixWriteMemSpix, ctypes.c_void_p).value
        where = next((m for m in _mappings() if m[0] <= address < m[1]), None)
        if where is None or "w" not in where[2] or where[3] != tesseract or address % 8 or not write_mem \
                or not write_raw:
            return None
        return address, write_mem, write_raw
    except (ImportError, OSError, AttributeError, ValueError, struct.error):
        return None


def undo() -> None:
    """Tesseract's own PNG round trip again (tests compare both)."""
    for address, value in _patched.items():
        ctypes.c_uint64.from_address(address).value = value
    _patched.clear()
