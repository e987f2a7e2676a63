export { PhoneActivationScreen as default } from '@parada/ui';
