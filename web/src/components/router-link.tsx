import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { hasCrashed } from '../lib/crash-state';
import { isDocumentHref } from '../lib/paths';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The link behind every MUI `href` (set in the theme): in-app paths go through the router; server
 * routes, other sites, downloads and new tabs stay plain anchors; after a crash, full reloads.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Props>(function RouterLink(
  { href = '', onClick, ...rest },
  ref,
) {
  if (isDocumentHref(href) || rest.target === '_blank' || rest.download !== undefined) {
    return <a ref={ref} href={href} onClick={onClick} {...rest} />;
  }
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !hasCrashed() || !plainClick(e)) return;
    e.preventDefault();
    window.location.assign(href);
  };
  return <Link ref={ref} to={href} onClick={click} {...rest} />;
});
