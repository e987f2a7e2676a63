import { IconButton, type IconButtonProps } from '@chakra-ui/react';

/**
 * The button at the end of a field (show the password, open the calendar): ghost and small
 * so the field stays the thing to read, pulled to the field's edge so the icon sits where
 * the text would end.
 */
export function FieldEndButton(props: IconButtonProps) {
  return <IconButton variant="ghost" size="sm" me="-2" {...props} />;
}
