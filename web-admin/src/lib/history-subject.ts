/** Whose history the drawer shows (features open it; the route passes the drawer in, see app/routes/admin.tsx). */
export interface HistorySubject {
  kind: 'account' | 'review';
  id: string;
  /** How the drawer's title names it. */
  label: string;
}

export interface HistoryDrawerProps {
  subject: HistorySubject | null;
  /** Names of people the page already knows, by id, so actors read as names rather than ids. */
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}
