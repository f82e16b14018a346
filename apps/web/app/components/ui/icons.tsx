import type { ReactNode } from 'react';

function Icon({ children, size = 'h-6 w-6' }: { children: ReactNode; size?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      className={size}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const UserIcon = () => (
  <Icon>
    <path d="M16 8a4 4 0 1 1-8 0a4 4 0 1 1 8 0zM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
export const HeartIcon = () => (
  <Icon>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Icon>
);
export const BagIcon = () => (
  <Icon>
    <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon size="h-5 w-5">
    <path d="M17 11a6 6 0 1 1-12 0a6 6 0 1 1 12 0zM20 20l-4.5-4.5" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const CheckBadge = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 16 16"
    className="absolute -top-1 -right-1 h-4 w-4 rounded-full bg-brand-600 text-white"
  >
    <path d="M4 8.5l2.5 2.5L12 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
export const ChevronLeftIcon = () => (
  <Icon size="h-5 w-5">
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const ChevronRightIcon = () => (
  <Icon size="h-5 w-5">
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon size="h-4 w-4">
    <path d="M8 5v14M16 5v14" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon size="h-4 w-4">
    <path d="M7 5l12 7-12 7z" />
  </Icon>
);
