"""A LlamaIndex reader over the pull feed: one Document (a node) per approved chunk (`pip install
'engross[llamaindex]'`). The node's id is the chunk id; its PARENT relation is the parent chunk's node and
its SOURCE relation the engross document, so parent expansion works with LlamaIndex's own tools."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from llama_index.core import Document
from llama_index.core.readers.base import BaseReader
from llama_index.core.schema import NodeRelationship, RelatedNodeInfo

from engross.loaders.feed import FeedBacked, flat_metadata


class EngrossReader(FeedBacked, BaseReader):
    """`EngrossReader(url, token).load_data()`: approved chunks after `after`; `cursor` and `deleted` are kept."""

    def lazy_load_data(self, *args: Any, **load_kwargs: Any) -> Iterable[Document]:
        for chunk in self.feed.chunks():
            relations = {NodeRelationship.SOURCE: RelatedNodeInfo(node_id=chunk["doc_id"])}
            if chunk.get("parent_id"):
                relations[NodeRelationship.PARENT] = RelatedNodeInfo(node_id=chunk["parent_id"])
            meta = flat_metadata(chunk)
            # the text already opens with its context header (title > headings): embed it alone
            yield Document(id_=chunk["id"], text=chunk["text"], metadata=meta, relationships=relations,
                           excluded_embed_metadata_keys=list(meta),
                           excluded_llm_metadata_keys=[k for k in meta if k not in ("title", "path", "pages")])
