extension PageAssets {
  /// `/assets/form.js`: makes a page live once its event stream is connected — each input
  /// goes to the session as it is typed, buttons tap without reloading, and each state the
  /// server pushes updates statuses, enabled flags, button results, lists and computed
  /// values in place. Until then, and without JavaScript, the form posts as HTML does.
  static let script = #"""
    "use strict";
    (function () {
      var form = document.getElementById("form");
      if (!form || !window.EventSource || !window.fetch || !window.JSON) { return; }
      var base = form.getAttribute("action");
      var root = document.documentElement;
      var connected = false;

      function live() { return root.dataset.live === "on"; }

      // Commands go one at a time, in the order they were made: each waits for the one
      // before it to be applied (its 204), so a tap right after typing never overtakes the
      // last keystrokes on another connection.
      var sent = Promise.resolve();
      function send(kind, body) {
        sent = sent.then(function () {
          return fetch(base + "/" + kind, {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body)
          }).catch(function () { /* the event stream reconnects and resends */ });
        });
        return sent;
      }

      function valueOf(input) {
        if (input.type === "checkbox") { return input.checked ? "true" : "false"; }
        return input.value;
      }

      function isField(element) {
        return element && element.id && element.id.indexOf("field-") === 0 && element.name;
      }

      function sendAll() {
        var inputs = form.querySelectorAll("input[id^='field-']");
        for (var i = 0; i < inputs.length; i++) {
          var value = valueOf(inputs[i]);
          if (value !== "" && !inputs[i].disabled) { send("input", { field: inputs[i].name, value: value }); }
        }
      }

      form.addEventListener("input", function (event) {
        if (live() && isField(event.target)) {
          send("input", { field: event.target.name, value: valueOf(event.target) });
        }
      });
      form.addEventListener("change", function (event) {
        if (live() && isField(event.target) && event.target.type === "checkbox") {
          send("input", { field: event.target.name, value: valueOf(event.target) });
        }
      });

      form.addEventListener("click", function (event) {
        if (!live()) { return; }
        var button = event.target.closest ? event.target.closest("button") : null;
        if (!button || button.disabled) { return; }
        if (button.name === "tap") {
          event.preventDefault();
          send("tap", { button: button.value });
        } else if (button.name === "add") {
          event.preventDefault();
          send("add", { group: button.value });
        } else if (button.name === "remove") {
          event.preventDefault();
          send("remove", { item: button.value });
        } else if (button.name === "check") {
          event.preventDefault();
        }
      });
      form.addEventListener("submit", function (event) {
        if (live()) { event.preventDefault(); }
      });

      function byId(id) { return document.getElementById(id); }

      function showStatus(element, status, word, message) {
        if (!element) { return; }
        if (status) {
          element.setAttribute("data-status", status);
          element.setAttribute("data-word", word);
        } else {
          element.removeAttribute("data-status");
          element.removeAttribute("data-word");
        }
        if (element.textContent !== message) { element.textContent = message; }
      }

      function applyFields(fields) {
        Object.keys(fields).forEach(function (path) {
          var state = fields[path];
          showStatus(byId("status-" + path), state.status, state.word, state.message);
          var input = byId("field-" + path);
          if (input) {
            input.disabled = !state.enabled;
            input.setAttribute("aria-invalid", state.status === "failed" ? "true" : "false");
            var hidden = input.previousElementSibling;
            if (input.type === "checkbox" && hidden && hidden.type === "hidden") { hidden.disabled = !state.enabled; }
          }
          var entry = byId("entry-" + path);
          if (entry) { entry.hidden = !state.visible; }
        });
      }

      function applyButtons(buttons) {
        Object.keys(buttons).forEach(function (name) {
          var state = buttons[name];
          var button = byId("button-" + name);
          if (button) {
            button.disabled = !state.enabled;
            if (state.executing) { button.setAttribute("aria-busy", "true"); } else { button.removeAttribute("aria-busy"); }
          }
          var result = state.result;
          showStatus(byId("result-" + name), result && result.status, result && result.word, result ? result.message : "");
        });
      }

      function applyLists(lists) {
        Object.keys(lists).forEach(function (name) {
          var state = lists[name];
          showStatus(byId("list-status-" + name), state.status, state.status, state.text);
          var table = byId("list-" + name);
          if (!table || !table.tBodies[0]) { return; }
          var body = document.createElement("tbody");
          state.items.forEach(function (item) {
            var row = document.createElement("tr");
            item.forEach(function (value) {
              var cell = document.createElement("td");
              cell.textContent = value;
              row.appendChild(cell);
            });
            body.appendChild(row);
          });
          table.replaceChild(body, table.tBodies[0]);
        });
      }

      function applyComputed(computed) {
        Object.keys(computed).forEach(function (name) {
          var element = byId("computed-" + name);
          if (element && element.textContent !== computed[name]) { element.textContent = computed[name]; }
        });
      }

      var reloading = false;
      // Items were added or removed: fetch the page again and take its form, keeping the
      // focus and what was typed in password inputs (the server never sends those back).
      function reloadLayout() {
        if (reloading) { return; }
        reloading = true;
        fetch(window.location.pathname, { credentials: "same-origin" })
          .then(function (response) { return response.text(); })
          .then(function (text) {
            var page = new DOMParser().parseFromString(text, "text/html");
            var fresh = page.getElementById("form");
            if (!fresh) { return; }
            var focused = document.activeElement && document.activeElement.id;
            var secrets = {};
            var passwords = form.querySelectorAll("input[type='password']");
            for (var i = 0; i < passwords.length; i++) { secrets[passwords[i].id] = passwords[i].value; }
            form.replaceChildren.apply(form, Array.prototype.map.call(fresh.childNodes, function (node) {
              return document.importNode(node, true);
            }));
            form.setAttribute("data-structure", fresh.getAttribute("data-structure") || "");
            Object.keys(secrets).forEach(function (id) {
              var input = byId(id);
              if (input && input.type === "password") { input.value = secrets[id]; }
            });
            var target = focused && byId(focused);
            if (target) { target.focus(); }
          })
          .finally(function () { reloading = false; });
      }

      function apply(state) {
        applyFields(state.fields);
        applyButtons(state.buttons);
        applyLists(state.lists);
        applyComputed(state.computed);
        if (state.structure !== (form.getAttribute("data-structure") || "")) { reloadLayout(); }
      }

      // The event stream. When it ends (the server bounds its lifetime, a log-in gave the
      // session a new identifier, or the connection dropped), the script reconnects once the
      // commands sent so far are answered — a log-in's answer sets the new cookie the next
      // stream must carry — at once after a stream that was open, after 2 s after one that
      // never opened. A refused stream (too many open, no session) is closed for good: the
      // page posts as HTML meanwhile, and tries again later.
      function listen() {
        var opened = false;
        var source = new EventSource(base + "/events");
        source.addEventListener("open", function () {
          opened = true;
          root.dataset.live = "on";
          // A reconnection may have found a new session (the old one expired), and after a
          // refusal the page was not live: send the session what the page holds.
          if (connected) { sendAll(); }
          connected = true;
        });
        source.addEventListener("error", function () {
          if (source.readyState === EventSource.CLOSED) {
            root.dataset.live = "off";
            connected = true;
            window.setTimeout(listen, 30000);
            return;
          }
          source.close();
          sent.then(function () { setTimeout(listen, opened ? 0 : 2000); });
        });
        source.addEventListener("state", function (event) {
          try { apply(JSON.parse(event.data)); } catch (error) { /* a malformed event is skipped */ }
        });
      }
      listen();
    })();

    """#
}
