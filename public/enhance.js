// Progressive enhancement for pages served without the framework's JavaScript (public pages, to
// keep them light): validation as you type with the browser's constraint API and the messages the
// server put in data- attributes, pending buttons, fading toasts, the theme mirror, password
// show/hide, share popups and copying a link. Everything here also works without it.
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
        return;
      }
      var button = event.submitter || form.querySelector("[type=submit]");
      if (button && button.getAttribute("data-pending-text")) {
        button.textContent = button.getAttribute("data-pending-text");
        // Disabled after the submission has taken the button's own name and value.
        setTimeout(function () {
          button.disabled = true;
        }, 0);
      }
    });
  });

  document.querySelectorAll("[data-toast]").forEach(function (toast) {
    setTimeout(function () {
      toast.remove();
    }, 5000);
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
