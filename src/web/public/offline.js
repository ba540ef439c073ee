// The offline page (decision 089) reloads the address the shopper asked for: on the button, or by itself once the
// phone is back online.
document.getElementById('try-again').addEventListener('click', () => location.reload());
addEventListener('online', () => location.reload());
