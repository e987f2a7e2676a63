import type { LocalizedText, LocalizedTexts } from '@parada/core';
import type { ColumnType, Generated } from 'kysely';
import type { FavoritesTable } from '../features/favorites/table';
import type { AuditTables } from '../features/audit/tables';
import type { FareTables } from '../features/fares/tables';
import type { FleetTables } from '../features/fleet/tables';
import type { HotelTables } from '../features/hotel/tables';
import type { RidesTables } from '../features/rides/tables';
import type { MoneyTables } from '../features/wallet/tables';

/** A timestamp the database fills in; written as a Date or left out. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default that code also sets on update. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the parsed value, written as JSON text (see `json()` in database.ts). */
type Json<T> = ColumnType<T, string, string>;

export type App = 'panel' | 'hotel' | 'guest' | 'console' | 'driver';
export type UserKind = 'client' | 'company' | 'employee' | 'hotel_staff' | 'operator';
export type UserStatus = 'pending' | 'active' | 'closed' | 'removed';
export type ContentKey = 'usuario_info' | 'condiciones_generales' | 'politica_privacidad';
export type TicketType = 'complaint' | 'suggestion' | 'question' | 'claim' | 'other';
export type TicketState = 'pending' | 'approved' | 'rejected' | 'waiting_answer';

export interface Extra {
  show: boolean;
  description: LocalizedText;
}

/** An operator's texts per field and language; the plain column is the fallback. */
export type OperatorTexts = ColumnType<Record<string, LocalizedTexts>, string | undefined, string>;

/** A grouping's fare, in cents; the rides feature prices trips from it. */
export interface FareRule {
  flag_fall: number;
  per_km: number;
  minimum: number;
  scheduled_supplement: number;
  discount_percent: number;
}

/** Where a grouping serves: a centre and radius, or a polygon of [lat, lng] points. */
export type Zone =
  | { type: 'circle'; center: { latitude: number; longitude: number }; radius_km: number }
  | { type: 'polygon'; points: Array<[number, number]> };

export interface GroupingsTable {
  id: Generated<number>;
  parent_id: number | null;
  permalink: string;
  name: string;
  logo: string | null;
  favicon: string | null;
  title: string | null;
  currency: Generated<string>;
  main_color: Generated<string>;
  secondary_color: Generated<string>;
  main_background_color: Generated<string>;
  menu_text_color: Generated<string>;
  top_text_color: Generated<string>;
  facebook_link: string | null;
  linkedin_link: string | null;
  twitter_link: string | null;
  instagram_link: string | null;
  analytics_id: string | null;
  /** Social sign-in: shown only where the grouping has its own client ids. */
  google_client_id: string | null;
  facebook_app_id: string | null;
  extras: ColumnType<Extra[], string | undefined, string>;
  taxi_languages: ColumnType<string[], string | undefined, string>;
  show_extra_passengers: Generated<boolean>;
  max_num_passengers: number | null;
  validate_passengers_count: Generated<boolean>;
  fare: Json<FareRule | null>;
  zone: Json<Zone | null>;
  privacy_updated_at: Timestamp | null;
  /** What the operator writes in to someone who never chose a language. */
  default_language: Generated<'ca' | 'en' | 'es'>;
  texts: OperatorTexts;
  created_at: CreatedAt;
}

export interface GroupingRelationsTable {
  agrupation_id: number;
  related_id: number;
  position: Generated<number>;
}

export interface DomainsTable {
  id: Generated<number>;
  domain: string;
  agrupation_id: number;
  app: App;
}

/** A host an operator asked for and has not proved yet (admin/domains). */
export interface DomainClaimsTable {
  id: Generated<number>;
  domain: string;
  agrupation_id: number;
  app: App;
  token: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  agrupation_id: number;
  kind: UserKind;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  panel: Generated<boolean>;
  company_id: number | null;
  service_type_id: number | null;
  active: Generated<boolean>;
  status: Generated<UserStatus>;
  avatar: string | null;
  logo: string | null;
  terms_accepted_at: Timestamp | null;
  privacy_accepted_at: Timestamp | null;
  registration_code: string | null;
  google_sub: string | null;
  facebook_id: string | null;
  created_at: CreatedAt;
  closed_at: Timestamp | null;
  /** Set for a guest who signed up from a hotel room's card. */
  guest_room: Generated<string | null>;
  guest_phone: Generated<string | null>;
  guest_email: Generated<string | null>;
  /** The language the user last chose in an app; emails and SMS to them use it. */
  language: Generated<'ca' | 'en' | 'es' | null>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
  user_agent: string | null;
  /** The operator (top grouping) whose session settings apply; null: the defaults. */
  root_id: number | null;
}

export interface SessionSettingsTable {
  agrupation_id: number;
  idle_days: number;
  absolute_days: number;
}

/** A change of email or phone, kept for the undo link sent to the old address. */
export interface ContactChangesTable {
  id: Generated<number>;
  user_id: number;
  undo_hash: string;
  old_email: string | null;
  old_phone: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type CodePurpose =
  | 'activation'
  | 'password_reset'
  | 'account_removal'
  | 'employee_activation'
  | 'employee_password'
  | 'guest_sign_in';

export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
  delivered_at: Timestamp | null;
  error: string | null;
  attempts: Generated<number>;
  last_attempt_at: Timestamp | null;
}

export interface RideTypesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  type: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ContentsTable {
  id: Generated<number>;
  agrupation_id: number;
  key: ContentKey;
  language: 'ca' | 'en' | 'es';
  title: string;
  format: Generated<'html' | 'markdown'>;
  body: string;
  updated_at: UpdatedAt;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  agrupation_id: number;
  subject: string;
  body: string;
  texts: OperatorTexts;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface TicketsTable {
  id: Generated<number>;
  user_id: number;
  agrupation_id: number;
  type: TicketType;
  state: Generated<TicketState>;
  subject: string;
  body: string;
  service_id: number | null;
  /** The customer wrote since the operator's people last opened the ticket. */
  operator_unread: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  author_id: number | null;
  from_operator: Generated<boolean>;
  body: string;
  created_at: CreatedAt;
}

export interface CommercesTable {
  id: Generated<number>;
  agrupation_id: number;
  name: string;
  logo: string | null;
  offer: Generated<string>;
  description: string | null;
  address: Generated<string>;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  position: Generated<number>;
  active: Generated<boolean>;
  texts: OperatorTexts;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<number>;
  /** The unguessable part of the upload's URL. */
  key: string | null;
  owner_id: number | null;
  mime: string;
  bytes: Buffer;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  account_key: string;
  failures: number;
  blocked_until: Date | null;
  last_failure_at: Date;
}

export interface Database
  extends RidesTables, MoneyTables, HotelTables, FleetTables, AuditTables, FareTables {
  login_failures: LoginFailuresTable;
  uploads: UploadsTable;
  agrupations: GroupingsTable;
  agrupation_relations: GroupingRelationsTable;
  domains: DomainsTable;
  domain_claims: DomainClaimsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  session_settings: SessionSettingsTable;
  contact_changes: ContactChangesTable;
  one_time_codes: OneTimeCodesTable;
  outbox: OutboxTable;
  service_types: RideTypesTable;
  contents: ContentsTable;
  messages: MessagesTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  commerces: CommercesTable;
  favorites: FavoritesTable;
}
