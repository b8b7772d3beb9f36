// Progressive enhancement for pages served without the framework's JavaScript (public pages and the
// signed-in pages, to keep them light): validation as you type with the browser's constraint API and
// the messages the server put in data- attributes, pending buttons, toasts, the theme mirror,
// password show/hide, share popups, copying a link or a calendar address; the signed-in chrome: the user menu (closed by
// an outside click or Escape), the Preferences dialog sent to POST /api/user/preferences, dialogs
// opened and closed by data- attributes. Everything here also works without it. A page's own script
// raises a toast with document.dispatchEvent(new CustomEvent("toast", { detail: { title,
// description, variant } })).
(function () {
  "use strict";
  try {
    var chosen = document.documentElement.classList;
    if (chosen.contains("dark") || chosen.contains("light")) localStorage.setItem("theme", chosen.contains("dark") ? "dark" : "light");
    else localStorage.removeItem("theme"); // no choice: the browser's preference applies
  } catch {
    // storage disabled: the theme cookie still applies
  }

  function errorElement(input) {
    var id = input.id + "-error";
    var element = document.getElementById(id);
    if (!element) {
      element = document.createElement("p");
      element.id = id;
      element.className = "field-error";
      var anchor = input.closest("[data-field]") || input.parentElement;
      anchor.appendChild(element);
    }
    return element;
  }

  function messageFor(input) {
    var form = input.form;
    var match = input.getAttribute("data-match");
    if (input.validity.valueMissing) return input.getAttribute("data-error-missing") || input.validationMessage;
    // tooShort is only flagged for typed values; check the length ourselves as well.
    var tooShort = input.minLength > 0 && input.value.length > 0 && input.value.length < input.minLength;
    if (!input.validity.valid || tooShort) return input.getAttribute("data-error-invalid") || input.validationMessage;
    if (match && form && form.elements[match] && input.value !== form.elements[match].value) return input.getAttribute("data-error-match");
    return "";
  }

  function show(input) {
    if (!input.id || input.type === "hidden" || input.disabled) return true;
    var message = messageFor(input);
    var element = errorElement(input);
    element.textContent = message || "";
    if (message) {
      input.setAttribute("aria-invalid", "true");
      var described = (input.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
      if (described.indexOf(element.id) < 0) described.push(element.id);
      input.setAttribute("aria-describedby", described.join(" "));
    } else {
      input.removeAttribute("aria-invalid");
    }
    return !message;
  }

  document.querySelectorAll("form[data-enhance]").forEach(function (form) {
    var submitted = false;
    form.noValidate = true;
    form.addEventListener("input", function (event) {
      if (submitted && event.target.name) show(event.target);
      var match = form.querySelector('[data-match="' + event.target.name + '"]');
      if (submitted && match) show(match);
    });
    form.addEventListener("submit", function (event) {
      submitted = true;
      var firstInvalid = null;
      Array.prototype.forEach.call(form.elements, function (input) {
        if (input.name && !show(input) && !firstInvalid) firstInvalid = input;
      });
      if (firstInvalid) {
        event.preventDefault();
        firstInvalid.focus();
      }
    });
  });

  // A submission that goes ahead (no handler stopped it) shows its button's pending label.
  document.addEventListener("submit", function (event) {
    if (event.defaultPrevented) return;
    var button = event.submitter || event.target.querySelector("[type=submit]");
    if (button && button.getAttribute("data-pending-text")) {
      button.textContent = button.getAttribute("data-pending-text");
      // Disabled after the submission has taken the button's own name and value.
      setTimeout(function () {
        button.disabled = true;
      }, 0);
    }
  });

  document.querySelectorAll("[data-toast]").forEach(function (toast) {
    setTimeout(function () {
      toast.remove();
    }, 5000);
  });

  // One toast at a time: a copy of the page's empty toast of that variant (app/components/toaster.tsx).
  function toast(message) {
    var template = document.querySelector('template[data-toast-template="' + (message.variant === "destructive" ? "destructive" : "default") + '"]');
    if (!template) return;
    document.querySelectorAll("[data-toast]").forEach(function (shown) {
      (shown.closest("[aria-live]") || shown).remove();
    });
    var view = template.content.firstElementChild.cloneNode(true);
    view.querySelector("[data-toast-title]").textContent = message.title;
    var description = view.querySelector("[data-toast-description]");
    if (message.description) description.textContent = message.description;
    else description.remove();
    template.parentNode.insertBefore(view, template);
    setTimeout(function () {
      view.remove();
    }, 5000);
  }
  document.addEventListener("toast", function (event) {
    toast(event.detail);
  });

  // The user menu (a <details>): an outside click or Escape closes it.
  var menu = document.querySelector("details[data-user-menu]");
  if (menu) {
    document.addEventListener("click", function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false;
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menu.open) menu.open = false;
    });
  }

  // A link naming a dialog of the page opens it (its href stays the way without JavaScript).
  document.querySelectorAll("[data-open-dialog]").forEach(function (link) {
    var dialog = document.getElementById(link.getAttribute("data-open-dialog"));
    if (!dialog || typeof dialog.showModal !== "function") return;
    link.addEventListener("click", function (event) {
      event.preventDefault();
      if (menu) menu.open = false;
      dialog.showModal();
    });
  });
  document.querySelectorAll("dialog [data-close-dialog]").forEach(function (button) {
    button.addEventListener("click", function () {
      button.closest("dialog").close();
    });
  });

  function applyTheme(theme) {
    var classes = document.documentElement.classList;
    classes.toggle("dark", theme === "dark");
    classes.toggle("light", theme === "light");
    try {
      if (theme === "dark" || theme === "light") localStorage.setItem("theme", theme);
      else localStorage.removeItem("theme");
    } catch {
      // storage disabled: the cookie the server set still applies
    }
  }

  // The Preferences dialog: saved by the JSON API, so the page stays; reopening shows what was saved.
  document.querySelectorAll("form[data-preferences]").forEach(function (form) {
    var dialog = form.closest("dialog");
    var button = form.querySelector("[type=submit]");
    var label = button.textContent;
    dialog.addEventListener("close", function () {
      form.reset();
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var fields = form.elements;
      var insights = form.querySelector('input[type="checkbox"][name="sendDailyInsights"]');
      var body = { username: fields.username.value, theme: fields.theme.value };
      if (insights && !insights.disabled) body.sendDailyInsights = insights.checked;
      button.disabled = true;
      button.textContent = button.getAttribute("data-pending-text");
      fetch("/api/user/preferences", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
        .then(function (response) {
          return response.json().then(function (answer) {
            if (!response.ok) throw new Error(answer.message || "Failed to update preferences");
            return answer;
          });
        })
        .then(
          function (answer) {
            var user = answer.user;
            var name = (user.username || "").trim() || (user.firstName || "").trim() || user.email.split("@")[0];
            document.querySelectorAll("[data-display-name]").forEach(function (element) {
              element.textContent = name;
            });
            applyTheme(body.theme);
            // What was saved becomes what the form resets to.
            Array.prototype.forEach.call(fields, function (field) {
              if (field.type === "checkbox") field.defaultChecked = field.checked;
              else if (field.tagName === "SELECT") Array.prototype.forEach.call(field.options, function (option) { option.defaultSelected = option.selected; });
              else field.defaultValue = field.value;
            });
            dialog.close();
            toast({ title: "Preferences updated", description: "Your preferences have been saved successfully" });
          },
          function (error) {
            toast({ title: "Update failed", description: error.message || "Failed to update preferences", variant: "destructive" });
          },
        )
        .finally(function () {
          button.disabled = false;
          button.textContent = label;
        });
    });
  });


  document.querySelectorAll("[data-toggle-password]").forEach(function (button) {
    button.addEventListener("click", function () {
      var input = document.getElementById(button.getAttribute("data-toggle-password"));
      if (!input) return;
      var reveal = input.type === "password";
      input.type = reveal ? "text" : "password";
      button.textContent = reveal ? "Hide" : "Show";
      button.setAttribute("aria-pressed", reveal ? "true" : "false");
    });
  });

  document.querySelectorAll("a[data-popup]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      var popup = window.open(link.href, "share", "width=600,height=400,noopener");
      if (popup !== null) event.preventDefault();
    });
  });

  // A calendar address (app/components/add-to-calendar.tsx): "Copy link" shows itself and says in the
  // nearest status line whether it worked; the address field selects itself.
  document.querySelectorAll("[data-copy-text]").forEach(function (button) {
    var box = button.parentElement;
    while (box && !box.querySelector("[data-copy-status]")) box = box.parentElement;
    var status = box ? box.querySelector("[data-copy-status]") : null;
    button.hidden = false;
    button.addEventListener("click", function () {
      var say = function (attribute) {
        if (status) status.textContent = button.getAttribute(attribute);
      };
      if (!navigator.clipboard) return say("data-copy-failed");
      navigator.clipboard.writeText(button.getAttribute("data-copy-text")).then(
        function () {
          say("data-copied");
        },
        function () {
          say("data-copy-failed");
        },
      );
    });
  });
  document.querySelectorAll("input[data-select-on-focus]").forEach(function (input) {
    input.addEventListener("focus", function () {
      input.select();
    });
  });

  document.querySelectorAll("[data-copy-link]").forEach(function (button) {
    button.addEventListener("click", function (event) {
      event.preventDefault();
      if (!navigator.clipboard) return;
      navigator.clipboard.writeText(window.location.href).then(
        function () {
          window.alert("Link copied to clipboard!");
        },
        function (error) {
          console.warn("copy failed", error);
        },
      );
    });
  });
})();
