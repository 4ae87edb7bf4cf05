"""Page geometry shared by every model: a box in PDF points (its own module so any schema can import it)."""

# (x0, top, x1, bottom) in PDF points, origin at the page's top-left corner (pdfplumber's convention).
BBox = tuple[float, float, float, float]
