import { clsx } from 'clsx';
import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * Renders its only child with the slot's props merged in, as Radix's Slot does (a small twin of it keeps
 * @radix-ui/react-slot out of the storefront's entry): the child's own props win, except that both event
 * handlers run (the child's first), class names and styles are joined and both refs are set.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (key === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === 'className') merged.className = clsx(slotValue as string, childValue as string);
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (ref && childRef)
    merged.ref = (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  else if (ref) merged.ref = ref;
  return cloneElement(children, merged);
}
