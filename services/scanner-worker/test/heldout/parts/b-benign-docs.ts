

/** Helpers shared by dev/b-benign-docs.ts and blind/b-benign-docs.ts (the same family's pages in both splits). */
// Clean look-alikes of ClickFix pages: install docs with one-liners and copy buttons, real human checks
// that ask nothing of the user, and IT knowledge-base articles that tell people to press Win+R.
export const html = String.raw;
export const copyJs = html`<script>
document.querySelectorAll('[data-copy]').forEach(function (btn) {
  btn.addEventListener('click', function () {
    var code = document.getElementById(btn.getAttribute('data-copy')).innerText;
    navigator.clipboard.writeText(code).then(function () {
      var old = btn.textContent; btn.textContent = 'Copied!'; setTimeout(function () { btn.textContent = old; }, 1500);
    });
  });
});
</script>`;
