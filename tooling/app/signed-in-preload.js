// A visit with a stored session that the server does not draw opens the app: its first
// screen waits for the session's sagas, its page, the late recipes and its texts, which the
// entry only asks for once it has run. This async classic script asks for them while the
// entry downloads: the plan (which files, by route and language) is the page's
// <meta name="parada-signed-in">, written by the build. A visit without a token fetches
// nothing more. On a screen the server drew (`data-after-load` on this script) the same
// files and the app's entry are asked for once the page has loaded, so that its first touch
// or its own start finds them here, without competing with the page's paint.
/* global document, location, window */
(function () {
  var script = document.currentScript;
  var afterLoad = Boolean(script && script.hasAttribute('data-after-load'));
  if (afterLoad && document.readyState !== 'complete') {
    window.addEventListener('load', preload, { once: true });
  } else preload();

  function preload() {
    var meta = document.querySelector('meta[name="parada-signed-in"]');
    var stored = function (key) {
      try {
        return localStorage.getItem(key);
      } catch (_error) {
        return null;
      }
    };
    if (!meta || !stored('parada.token')) return;
    var plan = JSON.parse(meta.getAttribute('content'));
    var languages = ['ca', 'en', 'es'];
    // The language the app starts in (core's initialLanguage): the stored one, else the
    // browser's first known one, else Spanish.
    var language = stored('parada.language');
    if (languages.indexOf(language) < 0) {
      language = 'es';
      var tags = navigator.languages || [navigator.language || ''];
      for (var i = 0; i < tags.length; i += 1) {
        var primary = String(tags[i]).toLowerCase().split(/[-_]/)[0];
        if (languages.indexOf(primary) >= 0) {
          language = primary;
          break;
        }
      }
    }
    var files = plan.session.concat(plan.texts[language] || []);
    // The app's entry and what it imports, which a drawn screen's first script holds back.
    var first = document.querySelector('script[data-entry]');
    if (first) {
      files = files.concat([first.dataset.entry], (first.dataset.preload || '').split(' '));
    }
    for (var r = 0; r < plan.routes.length; r += 1) {
      if (new RegExp(plan.routes[r][0]).test(location.pathname))
        files = files.concat(plan.routes[r][1]);
    }
    var asked = {};
    for (var f = 0; f < files.length; f += 1) {
      if (!files[f] || asked[files[f]]) continue;
      asked[files[f]] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[f];
      document.head.appendChild(link);
    }
  }
})();
