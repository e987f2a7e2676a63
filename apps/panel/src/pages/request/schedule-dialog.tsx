import { DateTimeDialog } from '@parada/ui';

// Its own module so the date and time fields load when "Later" is first chosen, not with
// the request page (most rides are for now).
export default DateTimeDialog;
