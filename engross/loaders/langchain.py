"""A LangChain document loader over the pull feed: one Document per approved chunk (`pip install
'engross[langchain]'`). Document.id is the chunk id; metadata["parent_id"] names the parent chunk's
Document.id (use it as the `id_key` of a MultiVectorRetriever, or look the parent up by id)."""

from __future__ import annotations

from collections.abc import Iterator

from langchain_core.document_loaders import BaseLoader
from langchain_core.documents import Document

from engross.loaders.feed import FeedBacked, flat_metadata


class EngrossLoader(FeedBacked, BaseLoader):
    """`EngrossLoader(url, token).lazy_load()`: approved chunks after `after`; `cursor` and `deleted` (ids of
    chunks to remove from the index) are kept on the loader, so the next call reads only what is new."""

    def lazy_load(self) -> Iterator[Document]:
        for chunk in self.feed.chunks():
            yield Document(id=chunk["id"], page_content=chunk["text"], metadata=flat_metadata(chunk))
