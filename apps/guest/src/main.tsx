// Scaffold: the guest app is built in issue #8.
const container = document.getElementById('root');
if (container) container.textContent = 'Parada';
