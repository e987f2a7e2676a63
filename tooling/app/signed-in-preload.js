// A visit with a stored session opens no prerendered screen: its first screen waits for the
// session's sagas, its page, the late recipes and its texts, which the entry only asks for
// once it has run. This async classic script asks for them while the entry downloads: the
// plan (which files, by route and language) is the page's <meta name="parada-signed-in">,
// written by the build. A visit without a token fetches nothing more.
/* global document, location */
(function () {
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
  for (var r = 0; r < plan.routes.length; r += 1) {
    if (new RegExp(plan.routes[r][0]).test(location.pathname))
      files = files.concat(plan.routes[r][1]);
  }
  var asked = {};
  for (var f = 0; f < files.length; f += 1) {
    if (asked[files[f]]) continue;
    asked[files[f]] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[f];
    document.head.appendChild(link);
  }
})();
