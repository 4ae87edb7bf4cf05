// Keyboard-first reviewing: the editor opens with the first doubtful word selected (type to replace it),
// Alt+N selects the next one, Alt+P the structure path, Ctrl+Enter saves the correction, Alt+A approves, Alt+R
// rejects.
(function () {
  "use strict";
  var start = document.getElementById("start");
  if (start) { start.focus(); }  // the queue page: Enter opens the next item
  var form = document.getElementById("decide");
  if (!form) { return; }
  var text = document.getElementById("text");
  var action = document.getElementById("action");
  // [start, end] offsets of the doubtful words in the editor's text, computed by the server
  var marks = (text.dataset.marks || "").trim().split(/\s+/).filter(Boolean).map(function (m) {
    return m.split(":").map(Number);
  });
  var sent = false;

  function submit(name) {
    if (sent || text.readOnly) { return; }
    sent = true;
    action.value = name;
    form.submit();
  }

  // select the next doubtful word after the caret (wrapping), so typing replaces it. Offsets hold until the
  // reviewer edits before them; after that the word at the old offset is a fair guess, and Alt+N still moves on.
  function nextLow() {
    if (!marks.length) { return; }
    var from = text.selectionEnd, next = marks[0];
    for (var i = 0; i < marks.length; i++) {
      if (marks[i][0] >= from) { next = marks[i]; break; }
    }
    text.focus();
    text.setSelectionRange(next[0], next[1]);
  }

  // keep the offsets in step with the reviewer's edits: shift those after the edit, drop a replaced word
  var before = null;
  text.addEventListener("beforeinput", function () {
    before = [text.selectionStart, text.selectionEnd, text.value.length];
  });
  text.addEventListener("input", function () {
    if (!before) { return; }
    var s = before[0], e = before[1], delta = text.value.length - before[2];
    marks = marks.filter(function (m) { return !(s < e && m[0] < e && m[1] > s); }).map(function (m) {
      if (m[0] >= e) { return [m[0] + delta, m[1] + delta]; }
      return m[1] >= e ? [m[0], m[1] + delta] : m;
    });
    before = null;
  });

  form.querySelectorAll("button[data-action]").forEach(function (b) {
    b.addEventListener("click", function (e) { e.preventDefault(); submit(b.dataset.action); });
  });
  document.addEventListener("keydown", function (e) {
    var key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && e.key === "Enter") { e.preventDefault(); submit("correct"); }
    else if (e.altKey && key === "a") { e.preventDefault(); submit("approve"); }
    else if (e.altKey && key === "r") { e.preventDefault(); submit("reject"); }
    else if (e.altKey && key === "n") { e.preventDefault(); nextLow(); }
    else if (e.altKey && key === "p" && path && !path.readOnly) { e.preventDefault(); path.focus(); path.select(); }
  });
  // the structure path box: Enter picks a choice, never submits (a form's implicit submission would approve)
  var path = document.getElementById("path");
  if (path) {
    path.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && !(e.ctrlKey || e.metaKey)) { e.preventDefault(); }
    });
  }
  if (!text.readOnly) {
    text.focus();
    text.setSelectionRange(0, 0);
    nextLow();
  }
}());

// Field pages: the value box has focus with its text selected; Enter saves what is typed, Alt+A confirms.
(function () {
  "use strict";
  var form = document.getElementById("field-form");
  if (!form) { return; }
  var value = document.getElementById("value");
  var action = document.getElementById("field-action");
  var sent = false;
  function submit(name) {
    if (sent || value.readOnly) { return; }
    sent = true;
    action.value = name;
    form.submit();
  }
  value.focus();
  value.select();
  form.querySelectorAll("button[data-action]").forEach(function (b) {
    b.addEventListener("click", function (e) { e.preventDefault(); if (!b.disabled) { submit(b.dataset.action); } });
  });
  form.addEventListener("submit", function (e) { e.preventDefault(); submit("correct"); });
  // Enter in the box saves what is typed (a form's implicit submission would "click" its first button)
  value.addEventListener("keydown", function (e) {
    if (e.key === "Enter") { e.preventDefault(); submit("correct"); }
  });
  document.addEventListener("keydown", function (e) {
    if (e.altKey && e.key.toLowerCase() === "a") { e.preventDefault(); submit("confirm"); }
  });
}());
