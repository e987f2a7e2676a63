import PlaceholderPage from '../placeholder-page';

export default function Page() {
  return <PlaceholderPage route="reset_password" />;
}
