/** One entry of a header: a link to a page, or an action such as Logout. */
export interface HeaderLink {
  label: string;
  to?: string;
  onClick?: () => void;
  /** Drawn as the main call to action (filled). */
  primary?: boolean;
  /** The page being shown: marked for the eye and with aria-current. */
  current?: boolean;
}
