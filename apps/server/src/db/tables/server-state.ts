/** Facts about the server's own data ("rowsSealed": every row written before encryption is encrypted). */
export interface ServerStateTable {
  name: string;
  value: string;
}
