import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

interface ProfileMenuProps {
  name: string;
  playerId: number;
  unreadCount: number;
  onLogout: () => void;
}

/**
 * The player's menu (WAI-ARIA menu button): Enter, Space or the arrow keys open it, arrows and
 * Home/End move between items, Escape closes it and returns focus to the button, Tab or a click
 * elsewhere closes it.
 */
export function ProfileMenu({ name, playerId, unreadCount, onLogout }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const unreadId = useId();

  const items = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target = focusIndex < 0 ? list[list.length - 1] : list[focusIndex];
    target?.focus();
  }, [open, focusIndex, items]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  const select = () => close(false);
  const notificationsLabel = unreadCount > 0 ? `Notifications (${unreadCount})` : 'Notifications';

  return (
    <div className="profile-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // The dot is only seen; this says the same to screen readers without changing the name.
        aria-describedby={unreadCount > 0 ? unreadId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {/* The initial is drawn by CSS from data-initial, so the button's name is the name alone. */}
        <span className="profile-avatar" aria-hidden="true" data-initial={name.trim().charAt(0).toUpperCase() || '?'} />
        <span className="profile-name">{name}</span>
        {unreadCount > 0 && <span className="badge-dot" aria-hidden="true" />}
        <span className="chevron" aria-hidden="true" />
      </button>
      {unreadCount > 0 && (
        <span id={unreadId} className="visually-hidden">
          {unreadCount === 1 ? '1 unread notification' : `${unreadCount} unread notifications`}
        </span>
      )}
      <div
        id={menuId}
        ref={menuRef}
        role="menu"
        aria-label={name}
        className="profile-dropdown"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {(
          [
            [paths.playerStats(playerId), 'My Stats'],
            [paths.coach, 'Coach'],
            [paths.contacts, 'Contacts'],
            [paths.notifications, notificationsLabel],
            [paths.gifts, 'Gifts'],
            [paths.membership, 'Membership'],
            [paths.settings, 'Settings'],
            [paths.help, 'Help'],
          ] as const
        ).map(([to, label]) => (
          <Link key={to} role="menuitem" tabIndex={-1} to={to} onClick={select}>
            {label}
          </Link>
        ))}
        <hr className="menu-separator" />
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          onClick={() => {
            close(false);
            onLogout();
          }}
        >
          Logout
        </button>
      </div>
    </div>
  );
}
