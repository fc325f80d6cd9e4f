/*
 * A stand-in for Cookie Information's uc.js, for the sample setup and the e2e tests only.
 * It implements the parts the site uses: window.CookieInformation.getConsentGivenFor(),
 * the CookieInformationConsentGiven event, window.CookieConsent.renew(), and the
 * CookieInformationConsent cookie (URL-encoded JSON with consents_approved/consents_denied).
 */
(function () {
  var COOKIE = 'CookieInformationConsent';
  var ALL = [
    'cookie_cat_necessary',
    'cookie_cat_functional',
    'cookie_cat_statistic',
    'cookie_cat_marketing',
    'cookie_cat_unclassified',
  ];

  function read() {
    var match = document.cookie.match(new RegExp('(?:^|; )' + COOKIE + '=([^;]*)'));
    if (!match) return null;
    try {
      return JSON.parse(decodeURIComponent(match[1]));
    } catch {
      return null;
    }
  }

  function save(approved) {
    var value = {
      consents_approved: approved,
      consents_denied: ALL.filter(function (c) {
        return approved.indexOf(c) < 0;
      }),
    };
    document.cookie =
      COOKIE +
      '=' +
      encodeURIComponent(JSON.stringify(value)) +
      '; path=/; max-age=31536000; SameSite=Lax';
    hide();
    window.dispatchEvent(new Event('CookieInformationConsentGiven'));
  }

  var banner;
  function show() {
    if (banner) {
      banner.hidden = false;
      banner.querySelector('button').focus();
      return;
    }
    banner = document.createElement('div');
    banner.setAttribute('role', 'dialog');
    banner.setAttribute('aria-label', 'Cookie-samtykke (stand-in)');
    banner.id = 'consent-standin';
    banner.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:1000;background:#fff;color:#1b1b1b;border-top:4px solid #0a4534;padding:1rem;font:16px/1.5 system-ui,sans-serif;box-shadow:0 -4px 16px rgb(0 0 0 / .2)';
    banner.innerHTML =
      '<p style="margin:0 0 .5rem"><strong>Cookies</strong> – vælg hvilke cookies, vi må bruge.</p>' +
      '<button type="button" data-consent="all">Accepter alle</button> ' +
      '<button type="button" data-consent="statistic">Kun statistik</button> ' +
      '<button type="button" data-consent="necessary">Kun nødvendige</button>';
    banner.addEventListener('click', function (event) {
      var choice = event.target && event.target.getAttribute('data-consent');
      if (choice === 'all') save(ALL);
      if (choice === 'statistic') save(['cookie_cat_necessary', 'cookie_cat_statistic']);
      if (choice === 'necessary') save(['cookie_cat_necessary']);
    });
    document.body.appendChild(banner);
  }
  function hide() {
    if (banner) banner.hidden = true;
  }

  window.CookieInformation = {
    getConsentGivenFor: function (category) {
      var value = read();
      return !!(value && value.consents_approved && value.consents_approved.indexOf(category) >= 0);
    },
  };
  window.CookieConsent = { renew: show };
  if (!read()) {
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show);
  }
})();
