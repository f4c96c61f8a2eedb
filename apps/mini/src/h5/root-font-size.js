/* global window, setTimeout -- a plain browser script, loaded before the app */
// The H5 build's root font size, which Taro's rem units scale with: 20px at the 375px design
// width, between 20px and 40px. Taro inlines this script in the page by default; it is a file of
// its own so that the page's Content-Security-Policy can refuse every inline script.
(function (window) {
  function fit() {
    var root = window.document.documentElement;
    var box = root.getBoundingClientRect();
    var sides = [box.width, box.height].filter(Boolean);
    var size = (20 * Math.min.apply(Math, sides)) / 375;
    root.style.fontSize = size >= 40 ? '40px' : size <= 20 ? '20px' : size + 'px';
  }
  window.addEventListener('resize', function () {
    fit();
    setTimeout(fit, 500);
  });
  fit();
})(window);
