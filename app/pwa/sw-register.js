// Registers the service worker (/sw.js, app/pwa/service-worker.ts) and shows or drops the offline
// label when the worker says a tab's data came from the kept copy or from the network. Loaded by
// every document of the production build (app/pwa/head.server.ts); without JavaScript nothing changes.
(function (container) {
  "use strict";
  if (!container) return;
  container.register("/sw.js");
  container.onmessage = function (event) {
    var data = event.data || {};
    var banner = document.getElementById("offline-banner");
    if (data.type === "offline-copy" && !banner) document.body.insertAdjacentHTML("afterbegin", data.html);
    if (data.type === "fresh-copy" && banner) banner.remove();
  };
})(navigator.serviceWorker);
