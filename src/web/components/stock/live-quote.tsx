/** Live share price, change and market cap. Full behaviour arrives with the stock quote work (issue 5). */
export function LiveQuote(_props: { shares: number; fallbackMarketCap: number; tone?: 'dark' | 'light' }) {
  return <p>Loading...</p>;
}
