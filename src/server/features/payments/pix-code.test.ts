import { crc16Ccitt, decodeBrCode, hasZbarimg, readQrSvg } from "@server/test/br-code";
import { describe, expect, it } from "vitest";
import { pixPayloadOf, pixQrSvg } from "./pix-code";

/**
 * Fixed vectors of the Pix BR Code (issue 33, item 6; decision 0399): every key type, accents,
 * names and cities past 25 and 15 characters, the smallest and the largest amount. Each payload
 * is pinned, and read back by pix-utils and by the TLV walk and CRC of src/server/test/br-code.ts.
 */
const VECTORS = [
  {
    input: {
      key: "52998224725",
      name: "José Antônio Araújo",
      city: "São Paulo",
      amount: 180,
      txid: "3f2b1c0d9e8f7a6b5c4d3e2f1",
    },
    expected: { name: "Jose Antonio Araujo", city: "Sao Paulo", amount: "180.00" },
    payload:
      "00020126330014br.gov.bcb.pix0111529982247255204000053039865406180.005802BR5919Jose Antonio Araujo6009Sao Paulo622905253f2b1c0d9e8f7a6b5c4d3e2f163042D8A",
  },
  {
    input: {
      key: "11222333000181",
      name: "Clínica Fisioterapia Integrada Ltda",
      city: "Florianópolis",
      amount: 250.5,
      txid: "a1b2c3d4e5f6a7b8c9d0e1f2a",
    },
    expected: { name: "Clinica Fisioterapia Inte", city: "Florianopolis", amount: "250.50" },
    payload:
      "00020126360014br.gov.bcb.pix0114112223330001815204000053039865406250.505802BR5925Clinica Fisioterapia Inte6013Florianopolis62290525a1b2c3d4e5f6a7b8c9d0e1f2a63043DB2",
  },
  {
    input: {
      key: "conceicao.brandao@exemplo.com.br",
      name: "Maria da Conceição Brandão Gonçalves",
      city: "São José dos Campos",
      amount: 99.9,
      txid: "0000000000000000000000000",
    },
    expected: { name: "Maria da Conceicao Branda", city: "Sao Jose dos Ca", amount: "99.90" },
    payload:
      "00020126540014br.gov.bcb.pix0132conceicao.brandao@exemplo.com.br520400005303986540599.905802BR5925Maria da Conceicao Branda6015Sao Jose dos Ca62290525000000000000000000000000063048641",
  },
  {
    input: {
      key: "+5511987654321",
      name: "Ângela Müller",
      city: "Ribeirão Preto",
      amount: 0.01,
      txid: "ffffffffffffffffffffffff0",
    },
    expected: { name: "Angela Muller", city: "Ribeirao Preto", amount: "0.01" },
    payload:
      "00020126360014br.gov.bcb.pix0114+551198765432152040000530398654040.015802BR5913Angela Muller6014Ribeirao Preto62290525ffffffffffffffffffffffff0630476EC",
  },
  {
    input: {
      key: "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d",
      name: "Luís Estêvão",
      city: "Maceió",
      amount: 100000,
      txid: "71c7d9be4b854e439f1c1f3b8",
    },
    expected: { name: "Luis Estevao", city: "Maceio", amount: "100000.00" },
    payload:
      "00020126580014br.gov.bcb.pix013671c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d5204000053039865409100000.005802BR5912Luis Estevao6006Maceio6229052571c7d9be4b854e439f1c1f3b863047DEF",
  },
];

describe("the Pix BR Code, read as a bank would", () => {
  it("computes the CRC of the Banco Central's own example (Manual do BR Code: 1D3D)", () => {
    const example =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304";
    expect(crc16Ccitt(example)).toBe("1D3D");
  });

  it.each(VECTORS)("writes $input.key as pinned, and an independent reader agrees", (vector) => {
    const payload = pixPayloadOf(vector.input);
    expect(payload).toBe(vector.payload);
    const code = decodeBrCode(payload!);
    expect(code.crc.carried).toMatch(/^[0-9A-F]{4}$/);
    expect(code.crc.computed).toBe(code.crc.carried);
    expect(code.objects).toMatchObject({
      "00": "01",
      "52": "0000",
      "53": "986",
      "54": vector.expected.amount,
      "58": "BR",
      "59": vector.expected.name,
      "60": vector.expected.city,
    });
    expect(code.account).toEqual({ "00": "br.gov.bcb.pix", "01": vector.input.key });
    expect(code.additional).toEqual({ "05": vector.input.txid });
    expect(code.parsed).toMatchObject({
      pixKey: vector.input.key,
      merchantName: vector.expected.name,
      merchantCity: vector.expected.city,
      transactionAmount: Number(vector.expected.amount),
      txid: vector.input.txid,
    });
    expect(code.objects["59"]!.length).toBeLessThanOrEqual(25);
    expect(code.objects["60"]!.length).toBeLessThanOrEqual(15);
    expect(payload).toMatch(/^[\x20-\x7E]+$/);
  });

  it("refuses what cannot be a code: no amount, three decimals, a bad txid or key", () => {
    const base = VECTORS[0]!.input;
    expect(pixPayloadOf({ ...base, amount: 0 })).toBeNull();
    expect(pixPayloadOf({ ...base, amount: 180.005 })).toBeNull();
    expect(pixPayloadOf({ ...base, txid: "com-hifen" })).toBeNull();
    expect(pixPayloadOf({ ...base, key: "52998224726" })).toBeNull();
  });

  const zbar = hasZbarimg();
  const reason = "zbarimg is not installed (apt-get install zbar-tools); CI installs it";
  it.skipIf(!zbar && !process.env.CI)(
    `reads the QR image back with zbarimg${zbar ? "" : ` [${reason}]`}`,
    async () => {
      for (const vector of VECTORS) {
        const svg = await pixQrSvg(vector.payload);
        expect(svg).toMatch(/^<svg /);
        expect(await readQrSvg(svg)).toBe(vector.payload);
      }
    },
  );
});
