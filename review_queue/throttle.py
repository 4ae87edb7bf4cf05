"""Login throttling per account and per client address (the `limits` library), so passwords cannot be guessed."""

from __future__ import annotations

import math
import time

from limits import RateLimitItem, parse
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter


class LoginThrottle:
    """Counts failed sign-ins; once an account or an address has used its allowance, it waits.

    Only failures count, so a reviewer who signs in many times a day is never held up by it.
    """

    def __init__(self, per_account: str, per_client: str, storage: str = "memory://") -> None:
        self.limiter = MovingWindowRateLimiter(storage_from_string(storage))
        self.limits: dict[str, RateLimitItem] = {"account": parse(per_account), "client": parse(per_client)}

    def retry_after(self, account: str, client: str) -> int:
        """Seconds to wait before the next attempt may be made; 0 when it may be made now."""
        wait = 0.0
        for kind, key in (("account", account.lower()), ("client", client)):
            limit = self.limits[kind]
            if not self.limiter.test(limit, kind, key):
                reset = self.limiter.get_window_stats(limit, kind, key).reset_time
                wait = max(wait, reset - time.time(), 1.0)
        return math.ceil(wait)

    def failed(self, account: str, client: str) -> None:
        self.limiter.hit(self.limits["account"], "account", account.lower())
        self.limiter.hit(self.limits["client"], "client", client)
