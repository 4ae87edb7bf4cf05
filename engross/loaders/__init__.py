"""Loaders for indexing frameworks over engross's pull feed: LangChain (`EngrossLoader`) and LlamaIndex
(`EngrossReader`). Each framework is an optional extra: `pip install 'engross[langchain]'` / `[llamaindex]`.

    from engross.loaders.langchain import EngrossLoader
    loader = EngrossLoader("http://127.0.0.1:8000", token)
    docs = list(loader.lazy_load())      # approved chunks; loader.cursor to go on from, loader.deleted ids
"""

from engross.loaders.feed import FeedBacked, FeedReader, flat_metadata

__all__ = ["FeedBacked", "FeedReader", "flat_metadata"]
