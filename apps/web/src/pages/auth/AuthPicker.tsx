import { useState, type KeyboardEvent } from 'react';

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * A select in the look of antd's (the sign-in screens cannot load antd, see AuthFrame): a read-only combobox
 * input holding the chosen label and a listbox under it. Keyboard as antd's: arrows move (and open), Enter or
 * Space picks, Escape and Tab close; a click opens and picks.
 */
export function AuthPicker({
  id,
  label,
  value,
  options,
  onChange,
  compact,
}: {
  id: string;
  label: string;
  value: string;
  options: PickerOption[];
  onChange: (value: string) => void;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const chosen = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [active, setActive] = useState(chosen);
  const listId = `${id}-list`;

  const show = () => {
    setActive(chosen);
    setOpen(true);
  };
  const pick = (index: number) => {
    setOpen(false);
    if (options[index] && options[index].value !== value) onChange(options[index].value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      if (!open) show();
      else setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Enter inside the form would submit it: here it opens or picks instead
      event.preventDefault();
      if (open) pick(active);
      else show();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={`auth-picker${compact ? ' auth-picker-compact' : ''}${open ? ' auth-picker-open' : ''}`}>
      <input
        id={id}
        readOnly
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        value={options[chosen]?.label ?? value}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <svg className="auth-picker-arrow" viewBox="0 0 1024 1024" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z"
        />
      </svg>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA listbox of a combobox whose input keeps the focus
        <ul id={listId} role="listbox" aria-label={label} className="auth-picker-list">
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: an option is reached through the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for its options
            <li
              key={option.value}
              id={`${id}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the ARIA listbox
              role="option"
              aria-selected={index === chosen}
              className={index === active ? 'active' : undefined}
              // keeps the focus (and so the list) on the input while the mouse picks
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
