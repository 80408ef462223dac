import { LineIcon } from '../../ui/line-icon.tsx';

/** The dashboard's marks. */
export function ArrowLeftIcon() {
  return (
    <LineIcon>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </LineIcon>
  );
}

export function ExternalIcon() {
  return (
    <LineIcon size={18}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}

export function CheckCircleIcon() {
  return (
    <LineIcon size={24}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </LineIcon>
  );
}

export function AlertIcon() {
  return (
    <LineIcon size={24}>
      <path d="M12 3l9.5 17h-19L12 3z" />
      <path d="M12 10v4M12 17.5v.01" />
    </LineIcon>
  );
}
