// storyline dashboard: small progressive enhancements; every page works
// without this file.
(function () {
  "use strict";
  // Filters with class "autosubmit" apply as soon as they change.
  document.addEventListener("change", function (ev) {
    var el = ev.target;
    if (el && el.classList && el.classList.contains("autosubmit") && el.form) {
      el.form.submit();
    }
  });
  // Mark the sentence holding the targeted item, for browsers without
  // CSS :has(); newer ones style it from :target alone.
  function markTarget() {
    var old = document.querySelectorAll(".sent.targeted");
    for (var i = 0; i < old.length; i++) old[i].classList.remove("targeted");
    var id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    var el = document.getElementById(id);
    if (!el) return;
    var s = el.closest(".sent");
    if (s) s.classList.add("targeted");
  }
  window.addEventListener("hashchange", markTarget);
  document.addEventListener("DOMContentLoaded", markTarget);
})();
