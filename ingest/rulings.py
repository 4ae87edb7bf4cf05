"""Ruling lines (table grid lines) found on a page, in PDF points, for the table finder. (stub: tables area)"""

from __future__ import annotations

from typing import Any

import numpy as np

from schemas import BBox


def rulings_from_image(gray: np.ndarray, points_per_pixel: float) -> list[BBox]:
    """Horizontal and vertical ruling lines on a cleaned page image, as thin boxes in PDF points."""
    return []


def rulings_from_pdfplumber(page: Any) -> list[BBox]:
    """Ruling lines drawn on a born-digital page (pdfplumber lines and thin rects), in PDF points."""
    return []
