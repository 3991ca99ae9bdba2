import { randomInt } from 'node:crypto';

/** Crockford-style: no 0/O, 1/I/L or U, so an id read aloud over the phone is not misheard. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 9;

/**
 * Public order id such as SKP7K2M9Q4XZ: random (30⁹ ≈ 2·10¹³, so ids reveal neither volume nor
 * order and cannot be walked), short enough to read to support.
 */
export function newOrderId(): string {
  let id = 'SKP';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export const ORDER_ID_SHAPE = /^SKP[2-9A-HJKMNP-TV-Z]{9}$/;
