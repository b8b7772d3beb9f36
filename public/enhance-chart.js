// The chart screen's enhancement (/profile and the signed-in home, served without the framework's
// JavaScript: decision record 004), driven by the data- attributes its components render: the tabs'
// arrow keys and their place on the screen, the place combobox over /api/places, Time Unknown switches, a birth form that waits for
// a date and a chosen place, "Location Required", the pending states, the Match report's downloads
// and its leave question (copying the calendar address is /enhance.js's). Loaded after /enhance.js, whose "toast" event it uses. Every form
// and link works without it.
(function () {
  "use strict";

  function toast(title, description, variant) {
    document.dispatchEvent(new CustomEvent("toast", { detail: { title: title, description: description, variant: variant } }));
  }

  // A message the server wrote that is also a toast with JavaScript (a FormAlert, "Compatibility
  // Report Generated!"); data-toast-instead: only a toast.
  document.querySelectorAll("[data-raise-toast]").forEach(function (element) {
    toast(element.getAttribute("data-raise-toast"), element.getAttribute("data-toast-description"), element.getAttribute("data-toast-variant"));
    if (element.hasAttribute("data-toast-instead")) element.remove();
  });

  // ---- Leaving an unsaved Match report asks first (a dialog for links, the browser's question otherwise).
  var guard = document.querySelector("[data-leave-guard]");
  var guarded = Boolean(guard);
  var leaveDialog = guard && document.getElementById(guard.getAttribute("data-leave-guard"));
  var downloading = false;
  var leavingTo = null;

  function leavesReport(url) {
    return url.origin !== location.origin || url.pathname !== location.pathname || url.searchParams.get("tab") !== "compatibility";
  }

  /** Goes to `href`, through the leave question while an unsaved report is shown. */
  function go(href) {
    var url = new URL(href, location.href);
    if (guarded && leaveDialog && leavesReport(url)) {
      leavingTo = url.href;
      leaveDialog.showModal();
      return;
    }
    location.href = url.href;
  }

  if (guard) {
    window.addEventListener("beforeunload", function (event) {
      // A download is a form post answered with an attachment: the page stays, and the flag is used up.
      if (downloading) {
        downloading = false;
        return;
      }
      if (!guarded) return;
      event.preventDefault();
      event.returnValue = "";
    });
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[href]");
      if (!guarded || !leaveDialog || !link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === "_blank" || link.hasAttribute("download")) return;
      var url = new URL(link.href);
      if (url.hash && url.href.split("#")[0] === location.href.split("#")[0]) return; // a place on this page
      if (!leavesReport(url)) {
        // "Generate Another Report" stays on the Match tab: it discards the report without a question.
        guarded = false;
        return;
      }
      event.preventDefault();
      go(link.href);
    });
    if (leaveDialog) {
      leaveDialog.querySelector("[data-leave]").addEventListener("click", function () {
        guarded = false;
        leaveDialog.close();
        if (leavingTo) location.href = leavingTo;
      });
    }
    guard.querySelectorAll("form").forEach(function (form) {
      form.addEventListener("submit", function (event) {
        if (event.defaultPrevented) return;
        if (!form.hasAttribute("data-download")) {
          // Saving the person keeps the report: nothing is lost by the page that follows.
          downloading = true;
          return;
        }
        // Once downloaded, the member has a copy: leaving no longer asks.
        downloading = true;
        guarded = false;
        toast("Report Downloaded", form.getAttribute("data-download"));
      });
    });
  }

  // ---- Tabs keep their place: a tab is a link to a new page, which opens at its top; with this the
  // tab list stays where it was on the screen, so the reader goes on from the same height. The list's
  // distance from the top of the window is kept for the tab's page, which scrolls to match (a page
  // reached any other way, a reload included, opens as usual).
  var TAB_TOP_KEY = "three-skies:tab-list-top";
  function rememberTabList(list, href) {
    try {
      window.sessionStorage.setItem(TAB_TOP_KEY, JSON.stringify({ top: list.getBoundingClientRect().top, to: new URL(href, location.href).href }));
    } catch {
      // Storage refused (private mode, full): the next page opens at its top, as without JavaScript.
    }
  }
  (function restoreTabList() {
    var kept = null;
    try {
      kept = JSON.parse(window.sessionStorage.getItem(TAB_TOP_KEY) || "null");
      window.sessionStorage.removeItem(TAB_TOP_KEY);
    } catch {
      return;
    }
    var list = document.querySelector('[role="tablist"]');
    if (!kept || !list || kept.to !== location.href || typeof kept.top !== "number") return;
    var y = window.scrollY + list.getBoundingClientRect().top - kept.top;
    if (y > 0) window.scrollTo(0, y);
  })();

  // ---- Tabs: the arrow keys, Home and End move to the next tab (WAI-ARIA tabs pattern).
  document.querySelectorAll('[role="tablist"]').forEach(function (list) {
    list.addEventListener("click", function (event) {
      var tab = event.target instanceof window.Element ? event.target.closest('[role="tab"]') : null;
      if (tab && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) rememberTabList(list, tab.href);
    });
    list.addEventListener("keydown", function (event) {
      var tabs = Array.prototype.slice.call(list.querySelectorAll('[role="tab"]'));
      var index = tabs.indexOf(list.querySelector('[aria-selected="true"]'));
      var next =
        event.key === "ArrowRight" ? (index + 1) % tabs.length : event.key === "ArrowLeft" ? (index - 1 + tabs.length) % tabs.length : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : -1;
      if (next < 0) return;
      event.preventDefault();
      tabs[next].focus();
      rememberTabList(list, tabs[next].href);
      go(tabs[next].href);
    });
  });

  // ---- The place combobox (app/components/chart/place-search.tsx).
  function formatCoordinates(latitude, longitude) {
    function part(value, positive, negative) {
      var text = Math.abs(value).toFixed(2);
      return Number(text) === 0 ? text + "°" : text + "° " + (value < 0 ? negative : positive);
    }
    return part(latitude, "N", "S") + ", " + part(longitude, "E", "W");
  }

  function placeSearch(root) {
    var input = root.querySelector('input[type="text"]');
    var list = root.querySelector('[role="listbox"]');
    var searching = root.querySelector("[data-place-searching]");
    var latitude = root.querySelector("[data-place-latitude]");
    var longitude = root.querySelector("[data-place-longitude]");
    var template = root.querySelector("template[data-place-confirmation]");
    var results = [];
    var active = -1;
    var open = false;
    var timer = null;
    var closing = null;
    var request = null;

    // Results the server found (a search or a submit without a choice) become the list's options.
    var fieldset = root.querySelector("[data-place-results]");
    if (fieldset) {
      fieldset.querySelectorAll('input[type="radio"]').forEach(function (radio) {
        var parts = radio.value.split("|");
        results.push({ latitude: Number(parts[0]), longitude: Number(parts[1]), name: parts.slice(2).join("|") });
      });
      fieldset.remove();
    }
    root.querySelector("[data-place-search-button]").remove();
    input.placeholder = input.getAttribute("data-placeholder-script");
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", list.id);

    function located() {
      return latitude.value !== "" && longitude.value !== "";
    }

    function confirm() {
      var shown = root.querySelector('[data-testid="place-coordinates"]');
      if (shown) shown.remove();
      if (!located()) return;
      var line = template.content.firstElementChild.cloneNode(true);
      line.querySelector("[data-coordinates]").textContent = formatCoordinates(Number(latitude.value), Number(longitude.value));
      template.parentNode.insertBefore(line, template);
    }

    function render() {
      var expanded = open && results.length > 0;
      list.hidden = !expanded;
      input.setAttribute("aria-expanded", expanded ? "true" : "false");
      if (expanded && active >= 0) input.setAttribute("aria-activedescendant", list.id + "-" + active);
      else input.removeAttribute("aria-activedescendant");
      list.textContent = "";
      results.forEach(function (place, i) {
        var option = document.createElement("li");
        option.id = list.id + "-" + i;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", i === active ? "true" : "false");
        option.textContent = place.name;
        option.addEventListener("mousedown", function (event) {
          event.preventDefault();
          choose(place);
        });
        list.appendChild(option);
      });
    }

    function changed() {
      input.dispatchEvent(new CustomEvent("placechange", { bubbles: true }));
    }

    function choose(place) {
      // A search still waiting or on its way would reopen the list over the choice.
      clearTimeout(timer);
      if (request) request.abort();
      searching.hidden = true;
      input.value = place.name;
      latitude.value = String(place.latitude);
      longitude.value = String(place.longitude);
      open = false;
      active = -1;
      render();
      confirm();
      changed();
    }

    function search(q) {
      if (request) request.abort();
      var controller = new AbortController();
      request = controller;
      searching.hidden = false;
      fetch("/api/places?q=" + encodeURIComponent(q), { signal: controller.signal, credentials: "same-origin" })
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          return response.json();
        })
        .then(
          function (body) {
            results = body.slice(0, 5).map(function (p) {
              return { name: p.display_name, latitude: Number(p.lat), longitude: Number(p.lon) };
            });
            active = -1;
            open = true;
            render();
          },
          function (error) {
            // Silent failure (docs/product.md#errors): logged only.
            if (error.name !== "AbortError") console.warn("[places] search failed", error);
          },
        )
        .finally(function () {
          if (request === controller) searching.hidden = true;
        });
    }

    input.addEventListener("input", function () {
      latitude.value = "";
      longitude.value = "";
      confirm();
      changed();
      clearTimeout(timer);
      if (request) request.abort();
      var q = input.value.trim();
      if (q.length < 3) {
        results = [];
        open = false;
        searching.hidden = true;
        render();
        return;
      }
      timer = setTimeout(function () {
        search(q);
      }, 300);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" && results.length) {
        event.preventDefault();
        open = true;
        active = (active + 1) % results.length;
        render();
      } else if (event.key === "ArrowUp" && results.length) {
        event.preventDefault();
        open = true;
        active = active <= 0 ? results.length - 1 : active - 1;
        render();
      } else if (event.key === "Enter" && open && active >= 0 && results[active]) {
        event.preventDefault();
        choose(results[active]);
      } else if (event.key === "Escape" && open) {
        event.preventDefault();
        open = false;
        render();
      }
    });
    input.addEventListener("blur", function () {
      closing = setTimeout(function () {
        open = false;
        render();
      }, 150);
    });
    input.addEventListener("focus", function () {
      clearTimeout(closing);
      if (results.length && !located()) {
        open = true;
        render();
      }
    });
    open = results.length > 0;
    render();
    return located;
  }


  // ---- The chart's forms: birth details, the partner's, a saved person's.
  document.querySelectorAll("form[data-chart-form]").forEach(function (form) {
    var place = form.querySelector("[data-place-search]");
    var located = place ? placeSearch(place) : function () { return true; };

    // Time Unknown switches the time input off (it is then not sent).
    form.querySelectorAll("input[data-disables]").forEach(function (box) {
      var time = document.getElementById(box.getAttribute("data-disables"));
      var apply = function () {
        time.disabled = box.checked;
      };
      box.addEventListener("change", apply);
      apply();
    });

    // The birth form's button waits for a date and a chosen place.
    var waiting = form.querySelector("[data-needs-place]");
    if (waiting) {
      var date = document.getElementById(waiting.getAttribute("data-needs-place"));
      var update = function () {
        waiting.disabled = !(date.value !== "" && located());
      };
      form.addEventListener("input", update);
      form.addEventListener("change", update);
      form.addEventListener("placechange", update);
      update();
    }

    form.addEventListener("submit", function (event) {
      var message = form.getAttribute("data-location-required");
      if (message && !located()) {
        event.preventDefault();
        toast("Location Required", message, "destructive");
        return;
      }
      // The button's pending label is /enhance.js's.
      var overlay = form.querySelector("template[data-pending-overlay]");
      if (overlay) document.body.appendChild(overlay.content.cloneNode(true));
      var host = form.closest("[data-pending-host]");
      var replacement = host && host.querySelector("template[data-pending-replace]");
      if (replacement) {
        // The card gives way to the generating state once the browser has read the form.
        setTimeout(function () {
          host.hidden = true;
          host.parentNode.insertBefore(replacement.content.cloneNode(true), host);
        }, 0);
      }
    });
  });
})();
