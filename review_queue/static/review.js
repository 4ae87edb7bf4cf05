// Keyboard-first reviewing: the editor opens with the first doubtful word selected (type to replace it),
// Alt+N selects the next one, Ctrl+Enter saves the correction, Alt+A approves, Alt+R rejects.
(function () {
  "use strict";
  var start = document.getElementById("start");
  if (start) { start.focus(); }  // the queue page: Enter opens the next item
  var form = document.getElementById("decide");
  if (!form) { return; }
  var text = document.getElementById("text");
  var action = document.getElementById("action");
  var low = (text.dataset.low || "").split("\n").filter(function (w) { return w.trim() !== ""; });
  var sent = false;

  function submit(name) {
    if (sent || text.readOnly) { return; }
    sent = true;
    action.value = name;
    form.submit();
  }

  // select the next low-confidence word after the caret (wrapping), so typing replaces it
  function nextLow() {
    var body = text.value, from = text.selectionEnd, best = -1, len = 0;
    for (var pass = 0; pass < 2 && best < 0; pass++) {
      low.forEach(function (w) {
        var at = body.indexOf(w, pass ? 0 : from);
        if (at >= 0 && (best < 0 || at < best)) { best = at; len = w.length; }
      });
    }
    if (best >= 0) { text.focus(); text.setSelectionRange(best, best + len); }
  }

  form.querySelectorAll("button[data-action]").forEach(function (b) {
    b.addEventListener("click", function (e) { e.preventDefault(); submit(b.dataset.action); });
  });
  document.addEventListener("keydown", function (e) {
    var key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && e.key === "Enter") { e.preventDefault(); submit("correct"); }
    else if (e.altKey && key === "a") { e.preventDefault(); submit("approve"); }
    else if (e.altKey && key === "r") { e.preventDefault(); submit("reject"); }
    else if (e.altKey && key === "n") { e.preventDefault(); nextLow(); }
  });
  if (!text.readOnly) {
    text.focus();
    text.setSelectionRange(0, 0);
    nextLow();
  }
}());
