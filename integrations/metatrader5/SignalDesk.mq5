//+------------------------------------------------------------------+
//| SignalDesk.mq5                                                   |
//| Trades SignalDesk signals on one MetaTrader 5 account.           |
//|                                                                  |
//| Speaks docs/metatrader-protocol.md. It mirrors the reference     |
//| client (integrations/reference-client/ea-client.ts) function by  |
//| function, with the same names: CI runs that client against the   |
//| real server; nothing compiles this file in CI.                   |
//+------------------------------------------------------------------+
#property copyright "SignalDesk"
#property version   "1.00"

#include <Trade\Trade.mqh>

input string ServerUrl           = "https://signals.example.com"; // Server URL (also allowed under Tools > Options > Expert Advisors)
input string AccountKey          = "";                            // Account key (sdk_...), shown once on the dashboard
input int    PollSeconds         = 10;                            // Seconds between polls
input int    MaxSignalAgeMinutes = 30;                            // Skip a signal published longer ago than this
input long   MagicNumber         = 20261126;                      // Magic number of this EA's orders

#define HEARTBEAT_SECONDS 60
#define MAX_PAGES         20
#define MAX_REASON_LENGTH 200
#define MARKER_DAYS       7
#define TIMEOUT_MS        10000
#define COMMENT_PREFIX    "SD#"
#define UNCONFIRMED_SECONDS 120
#define UNCONFIRMED_REASON "Not placed: the terminal stopped while sending the order, and the broker has no deal for it"

//--- What the EA remembers between polls and across restarts (state-store.ts: EaState).
struct Marker
  {
   long              signalId;
   string            outcome;        // "sending", "filled" or "skipped"
   datetime          at;             // UTC
   ulong             ticket;
  };
struct Tracked
  {
   ulong             ticket;
   long              signalId;
   string            symbol;
   bool              closeRequested;
  };

string   g_cursor = "";
Marker   g_markers[];
Tracked  g_positions[];
string   g_outbox[];                 // report bodies, oldest first
datetime g_lastHeartbeat = 0;        // in memory on purpose: a restart says hello at once
datetime g_quietUntil = 0;           // after a 429, the server is left alone until then
int      g_retryAfter = 60;          // the last answer's Retry-After, in seconds
bool     g_started = false;
CTrade   g_trade;

//--- One page of the feed, as ReadFeed needs it.
struct FeedPage
  {
   string            cursor;
   bool              more;
   bool              paused;
   int               maxOpenPositions;
  };

//+------------------------------------------------------------------+
int OnInit()
  {
   if(StringFind(AccountKey, "sdk_") != 0)
     {
      Print("SignalDesk: paste the account key from the dashboard (it starts with sdk_) into AccountKey.");
      return(INIT_PARAMETERS_INCORRECT);
     }
   g_trade.SetExpertMagicNumber(MagicNumber);
   // New inputs re-run OnInit without unloading the EA: the state is read from its file again.
   g_started = false;
   // A first poll a second from now (the login is known by then), then every PollSeconds.
   EventSetTimer(1);
   return(INIT_SUCCEEDED);
  }

void OnDeinit(const int reason)
  {
   EventKillTimer();
   if(g_started)
      SaveState();
  }

void OnTimer()
  {
   if(!g_started)
     {
      if(AccountInfoInteger(ACCOUNT_LOGIN) == 0)
         return;
      g_started = true;
      LoadState();
      EventKillTimer();
      EventSetTimer(PollSeconds > 0 ? PollSeconds : 1);
     }
   Poll();
  }

//+------------------------------------------------------------------+
//| One poll: ea-client.ts poll()                                    |
//+------------------------------------------------------------------+
void Poll()
  {
   AdoptUntracked();
   ReportUnconfirmed();
   bool online = TimeGMT() >= g_quietUntil;
   bool answered = online && SendHeartbeatIfDue() && ReadFeed();
   // What the broker did needs no server: closes are queued even while it cannot be reached.
   CloseRequested();
   DetectClosedAtBroker();
   if(answered)
      SendReports();
   SaveState();
  }

bool SendHeartbeatIfDue()
  {
   datetime now = TimeGMT();
   if(g_lastHeartbeat != 0 && now - g_lastHeartbeat < HEARTBEAT_SECONDS)
      return(true);
   // Not queued: an old heartbeat is worth nothing; the next poll sends a fresh one.
   string report = "{\"type\":\"heartbeat\""
                   + ",\"terminalBuild\":" + IntegerToString(TerminalInfoInteger(TERMINAL_BUILD))
                   + ",\"broker\":" + JsonQuote(AccountInfoString(ACCOUNT_COMPANY))
                   + ",\"currency\":" + JsonQuote(AccountInfoString(ACCOUNT_CURRENCY))
                   + ",\"balance\":" + Num(AccountInfoDouble(ACCOUNT_BALANCE))
                   + ",\"equity\":" + Num(AccountInfoDouble(ACCOUNT_EQUITY))
                   + ",\"lotStep\":" + Num(SymbolInfoDouble(_Symbol, SYMBOL_VOLUME_STEP)) + "}";
   string body;
   int status = Request("POST", "/api/ea/reports", report, body);
   if(!Succeeded(status, body))
      return(false);
   if(g_lastHeartbeat == 0)
      Print("SignalDesk: online, account ", AccountInfoInteger(ACCOUNT_LOGIN), " at ", AccountInfoString(ACCOUNT_COMPANY));
   g_lastHeartbeat = now;
   return(true);
  }

//--- Returns false when the server did not answer as it should (nothing more is sent this poll).
bool ReadFeed()
  {
   for(int page = 0; page < MAX_PAGES; page++)
     {
      string path = "/api/ea/signals";
      // A cursor is digits, letters and dashes: nothing to encode.
      if(g_cursor != "")
         path += "?after=" + g_cursor;
      string body;
      int status = Request("GET", path, "", body);
      if(status == 304)
         return(true);
      if(!Succeeded(status, body))
         return(false);
      FeedPage feed;
      string raw;
      feed.cursor = JsonString(body, "cursor");
      feed.more = JsonField(body, "more", raw) && raw == "true";
      feed.paused = JsonField(body, "paused", raw) && raw == "true";
      feed.maxOpenPositions = (int)JsonNumber(body, "maxOpenPositions");
      string events[];
      if(JsonField(body, "events", raw))
         JsonElements(raw, events);
      for(int i = 0; i < ArraySize(events); i++)
        {
         string type = JsonString(events[i], "type");
         if(type == "open")
            HandleOpen(events[i], feed);
         else if(type == "close")
            HandleClose(events[i]);
        }
      // Only after the page's events are handled: a crash before this reads the page again, and
      // the markers keep its orders from being sent twice.
      g_cursor = feed.cursor;
      SaveState();
      if(!feed.more)
         return(true);
     }
   return(true);
  }

void HandleOpen(const string item, const FeedPage &feed)
  {
   long signalId = (long)JsonNumber(item, "signalId");
   if(FindMarker(signalId) >= 0 || OpenPositionOf(signalId))
      return;
   string reason = SkipReason(item, feed);
   if(reason != "")
     {
      Skip(signalId, reason);
      return;
     }
   string symbol = JsonString(item, "brokerSymbol");
   double volume = BrokerVolume(symbol, JsonNumber(item, "volume"));
   if(volume <= 0.0)
     {
      Skip(signalId, "Volume " + Num(JsonNumber(item, "volume")) + " lots is below the minimum of "
           + Num(SymbolInfoDouble(symbol, SYMBOL_VOLUME_MIN)) + " for " + symbol + " at this broker");
      return;
     }
   // Saved before the order goes: if the terminal dies between the two, the restart finds the
   // marker and sends nothing (a position that did open is adopted by its comment).
   SetMarker(signalId, "sending", 0);
   SaveState();
   double stop = JsonNumber(item, "stop");
   double target = JsonNumber(item, "target");
   string comment = COMMENT_PREFIX + IntegerToString(signalId);
   bool sent = JsonString(item, "side") == "BUY"
               ? g_trade.Buy(volume, symbol, 0.0, stop, target, comment)
               : g_trade.Sell(volume, symbol, 0.0, stop, target, comment);
   uint retcode = g_trade.ResultRetcode();
   if(!sent || (retcode != TRADE_RETCODE_DONE && retcode != TRADE_RETCODE_PLACED))
     {
      Skip(signalId, "Order rejected: " + g_trade.ResultRetcodeDescription());
      return;
     }
   ulong ticket = PositionTicketOf(g_trade.ResultDeal(), g_trade.ResultOrder());
   if(!PositionSelectByTicket(ticket))
     {
      // Filled but not listed yet: AdoptUntracked finds it by its comment on the next poll.
      Print("SignalDesk: signal ", signalId, " sent; its position is not listed yet");
      return;
     }
   double price = PositionGetDouble(POSITION_PRICE_OPEN);
   double filled = PositionGetDouble(POSITION_VOLUME);
   datetime time = ServerToUtc((datetime)PositionGetInteger(POSITION_TIME));
   TrackFill(signalId, ticket, symbol, price, filled, time);
   Print("SignalDesk: signal ", signalId, " ", JsonString(item, "side"), " ", symbol, " ", Num(filled),
         " lots filled at ", Num(price), ", ticket ", ticket);
   SaveState();
  }

//--- Why an open event is not traded, in the order of the protocol; "" to trade it.
string SkipReason(const string item, const FeedPage &feed)
  {
   string symbol = JsonString(item, "brokerSymbol");
   string raw;
   if(feed.paused)
      return("Paused");
   if(OwnPositionCount() >= feed.maxOpenPositions)
      return("Max open positions reached (" + IntegerToString(feed.maxOpenPositions) + ")");
   if(!SymbolExists(symbol))
      return("Symbol " + symbol + " is not offered by this broker");
   if(!MarketOpen(symbol))
      return("Market closed for " + symbol);
   if(!JsonField(item, "volume", raw) || raw == "null")
     {
      string note = JsonString(item, "volumeNote");
      return("No volume: " + (note != "" ? note : "the server could not size it"));
     }
   string publishedAt = JsonString(item, "publishedAt");
   if(TimeGMT() - IsoToTime(publishedAt) > MaxSignalAgeMinutes * 60)
      return("Older than " + IntegerToString(MaxSignalAgeMinutes) + " minutes (published " + publishedAt + ")");
   return("");
  }

//--- The feed's volume as the broker takes it for this symbol (volume.ts: brokerVolume): rounded
//--- down to the symbol's own step, at most its maximum; 0 below its minimum.
double BrokerVolume(const string symbol, const double volume)
  {
   double step = SymbolInfoDouble(symbol, SYMBOL_VOLUME_STEP);
   if(step <= 0.0)
      return(0.0);
   double rounded = MathMin(MathFloor(volume / step + 1e-9) * step, SymbolInfoDouble(symbol, SYMBOL_VOLUME_MAX));
   rounded = NormalizeDouble(rounded, 8);
   return(rounded < SymbolInfoDouble(symbol, SYMBOL_VOLUME_MIN) ? 0.0 : rounded);
  }

void Skip(const long signalId, const string reason)
  {
   SetMarker(signalId, "skipped", 0);
   Queue("{\"type\":\"skipped\",\"signalId\":" + IntegerToString(signalId)
         + ",\"reason\":" + JsonQuote(StringSubstr(reason, 0, MAX_REASON_LENGTH)) + "}");
   Print("SignalDesk: signal ", signalId, " skipped: ", reason);
   SaveState();
  }

//--- Marks the signal's position for closing; CloseRequested closes it (again while the broker refuses).
void HandleClose(const string item)
  {
   long signalId = (long)JsonNumber(item, "signalId");
   for(int i = 0; i < ArraySize(g_positions); i++)
      if(g_positions[i].signalId == signalId)
         g_positions[i].closeRequested = true;
  }

void CloseRequested()
  {
   for(int i = 0; i < ArraySize(g_positions); i++)
     {
      // A position already gone was closed at the broker: DetectClosedAtBroker reports it.
      if(!g_positions[i].closeRequested || !PositionSelectByTicket(g_positions[i].ticket))
         continue;
      if(!g_trade.PositionClose(g_positions[i].ticket))
         Print("SignalDesk: closing ticket ", g_positions[i].ticket, " refused: ", g_trade.ResultRetcodeDescription(),
               "; trying again next poll");
      // Closed: DetectClosedAtBroker, called next, reports it from the deal history (PositionClose
      // does not give the profit with swap and commission).
     }
  }

//--- A tracked position no longer open was closed (its stop or target, or CloseRequested): report it from the deal history.
void DetectClosedAtBroker()
  {
   for(int i = ArraySize(g_positions) - 1; i >= 0; i--)
     {
      if(PositionSelectByTicket(g_positions[i].ticket))
         continue;
      double price, profit;
      datetime time;
      // Not in the history yet: the next poll looks again.
      if(ClosedDeal(g_positions[i].ticket, price, time, profit))
         ReportClosed(i, price, time, profit);
     }
  }

void ReportClosed(const int index, const double price, const datetime time, const double profit)
  {
   ulong ticket = g_positions[index].ticket;
   Print("SignalDesk: signal ", g_positions[index].signalId, " closed, ticket ", ticket, ", profit ", Num(profit), " ",
         AccountInfoString(ACCOUNT_CURRENCY));
   for(int i = index; i < ArraySize(g_positions) - 1; i++)
      g_positions[i] = g_positions[i + 1];
   ArrayResize(g_positions, ArraySize(g_positions) - 1);
   Queue("{\"type\":\"closed\",\"ticket\":\"" + IntegerToString(ticket) + "\",\"price\":" + Num(price)
         + ",\"time\":\"" + IsoTime(time) + "\",\"profit\":" + Num(profit) + "}");
   SaveState();
  }

//--- A position with SD#<id> that the state does not know was opened just before a crash that lost
//--- the state's last write: track it and report its fill (the server answers a known ticket's fill again).
void AdoptUntracked()
  {
   for(int i = PositionsTotal() - 1; i >= 0; i--)
     {
      ulong ticket = PositionGetTicket(i);
      if(PositionGetInteger(POSITION_MAGIC) != MagicNumber)
         continue;
      long signalId = SignalIdOf(PositionGetString(POSITION_COMMENT));
      if(signalId < 0 || FindTracked(ticket) >= 0)
         continue;
      TrackFill(signalId, ticket, PositionGetString(POSITION_SYMBOL), PositionGetDouble(POSITION_PRICE_OPEN),
                PositionGetDouble(POSITION_VOLUME), ServerToUtc((datetime)PositionGetInteger(POSITION_TIME)));
     }
  }

//--- A signal's position is known: marked filled, tracked until it closes, its fill queued (ea-client.ts: trackFill).
void TrackFill(const long signalId, const ulong ticket, const string symbol, const double price, const double volume,
               const datetime time)
  {
   SetMarker(signalId, "filled", ticket);
   Track(ticket, signalId, symbol);
   Queue(FilledReport(signalId, ticket, price, volume, time));
  }

//--- Runs after AdoptUntracked(), which took in the positions still open. A "sending" marker whose
//--- order did open a position (closed at the broker since) is tracked and reported filled, and
//--- DetectClosedAtBroker() reports its close; one the broker has no deal for is reported skipped.
void ReportUnconfirmed()
  {
   for(int i = 0; i < ArraySize(g_markers); i++)
     {
      if(g_markers[i].outcome != "sending" || TimeGMT() - g_markers[i].at < UNCONFIRMED_SECONDS)
         continue;
      long signalId = g_markers[i].signalId;
      ulong ticket;
      double price, volume;
      datetime time;
      string symbol;
      if(!OpeningDeal(COMMENT_PREFIX + IntegerToString(signalId), ticket, price, volume, time, symbol))
        {
         Skip(signalId, UNCONFIRMED_REASON);
         continue;
        }
      TrackFill(signalId, ticket, symbol, price, volume, time);
     }
  }

//--- The deal that opened a position of this EA with this comment, open or closed since (broker.ts: openingDeal).
bool OpeningDeal(const string comment, ulong &ticket, double &price, double &volume, datetime &time, string &symbol)
  {
   if(!HistorySelect(0, TimeCurrent() + 60))
      return(false);
   for(int i = HistoryDealsTotal() - 1; i >= 0; i--)
     {
      ulong deal = HistoryDealGetTicket(i);
      if(HistoryDealGetInteger(deal, DEAL_MAGIC) != MagicNumber || HistoryDealGetInteger(deal, DEAL_ENTRY) != DEAL_ENTRY_IN
         || HistoryDealGetString(deal, DEAL_COMMENT) != comment)
         continue;
      ticket = (ulong)HistoryDealGetInteger(deal, DEAL_POSITION_ID);
      price = HistoryDealGetDouble(deal, DEAL_PRICE);
      volume = HistoryDealGetDouble(deal, DEAL_VOLUME);
      time = ServerToUtc((datetime)HistoryDealGetInteger(deal, DEAL_TIME));
      symbol = HistoryDealGetString(deal, DEAL_SYMBOL);
      return(true);
     }
   return(false);
  }

//--- Sends the queued reports oldest first; stops at the first that gets no answer, keeping it and the rest.
void SendReports()
  {
   while(ArraySize(g_outbox) > 0)
     {
      string body;
      int status = Request("POST", "/api/ea/reports", g_outbox[0], body);
      // 400, 404, 409: the server will never take it; sending it again would not help.
      bool permanent = status == 400 || status == 404 || status == 409;
      if(!permanent && !Succeeded(status, body))
         return;
      if(permanent)
         Print("SignalDesk: report dropped, server said ", status, ": ", MessageOf(status, body));
      for(int i = 0; i < ArraySize(g_outbox) - 1; i++)
         g_outbox[i] = g_outbox[i + 1];
      ArrayResize(g_outbox, ArraySize(g_outbox) - 1);
      SaveState();
     }
  }

void Queue(const string report)
  {
   int n = ArraySize(g_outbox);
   ArrayResize(g_outbox, n + 1);
   g_outbox[n] = report;
  }

//--- True for a 2xx; otherwise prints why (and, for 429, stays quiet as Retry-After asks).
bool Succeeded(const int status, const string body)
  {
   if(status >= 200 && status < 300)
      return(true);
   if(status == 0)
      Print("SignalDesk: ", MessageOf(status, body));
   else
      Print("SignalDesk: server said ", status, ": ", MessageOf(status, body));
   if(status == 429)
      g_quietUntil = TimeGMT() + g_retryAfter;
   return(false);
  }

//--- The HTTP status, or 0 when no answer came (WebRequest's -1); body gets the answer's text.
int Request(const string method, const string path, const string report, string &body)
  {
   char data[], result[];
   string headers = "Authorization: Bearer " + AccountKey + "\r\nAccept: application/json\r\n";
   if(report != "")
     {
      headers += "Content-Type: application/json\r\n";
      // StringToCharArray counts the terminating zero: it must not be sent.
      int n = StringToCharArray(report, data, 0, WHOLE_ARRAY, CP_UTF8);
      ArrayResize(data, n - 1);
     }
   string answerHeaders;
   ResetLastError();
   int status = WebRequest(method, ServerUrl + path, headers, TIMEOUT_MS, data, result, answerHeaders);
   if(status == -1)
     {
      int error = GetLastError();
      body = "{\"message\":" + JsonQuote(error == 4014
                                         ? "WebRequest is not allowed for " + ServerUrl + ": add it under Tools > Options > Expert Advisors"
                                         : "No answer from " + ServerUrl + " (error " + IntegerToString(error) + ")") + "}";
      return(0);
     }
   body = CharArrayToString(result, 0, WHOLE_ARRAY, CP_UTF8);
   g_retryAfter = RetryAfter(answerHeaders);
   return(status);
  }

//+------------------------------------------------------------------+
//| The broker (broker.ts): what FakeBroker stands in for in CI      |
//+------------------------------------------------------------------+
bool SymbolExists(const string symbol)
  {
   bool custom;
   // Selected into Market Watch, or it has no quotes.
   return(SymbolExist(symbol, custom) && SymbolSelect(symbol, true));
  }

//--- Open when trading is enabled and now (server time) falls in one of today's trade sessions.
bool MarketOpen(const string symbol)
  {
   if(SymbolInfoInteger(symbol, SYMBOL_TRADE_MODE) == SYMBOL_TRADE_MODE_DISABLED)
      return(false);
   MqlDateTime now;
   TimeToStruct(TimeTradeServer(), now);
   datetime secondOfDay = (datetime)(now.hour * 3600 + now.min * 60 + now.sec);
   datetime from, to;
   for(uint i = 0; SymbolInfoSessionTrade(symbol, (ENUM_DAY_OF_WEEK)now.day_of_week, i, from, to); i++)
      if(secondOfDay >= from && secondOfDay < to)
         return(true);
   return(false);
  }

bool OpenPositionOf(const long signalId)
  {
   for(int i = PositionsTotal() - 1; i >= 0; i--)
      if(PositionGetTicket(i) > 0 && PositionGetInteger(POSITION_MAGIC) == MagicNumber
         && SignalIdOf(PositionGetString(POSITION_COMMENT)) == signalId)
         return(true);
   return(false);
  }

//--- Positions this EA opened (magic number and comment) still open: what maxOpenPositions counts.
int OwnPositionCount()
  {
   int count = 0;
   for(int i = PositionsTotal() - 1; i >= 0; i--)
      if(PositionGetTicket(i) > 0 && PositionGetInteger(POSITION_MAGIC) == MagicNumber
         && SignalIdOf(PositionGetString(POSITION_COMMENT)) >= 0)
         count++;
   return(count);
  }

//--- The position a market order opened: the deal's position id (the order's ticket if the deal is not known yet).
ulong PositionTicketOf(const ulong deal, const ulong order)
  {
   if(deal > 0 && HistoryDealSelect(deal))
      return((ulong)HistoryDealGetInteger(deal, DEAL_POSITION_ID));
   return(order);
  }

//--- How a closed position ended: the exit deal's price and time, the profit of all its deals with swap and commission.
bool ClosedDeal(const ulong ticket, double &price, datetime &time, double &profit)
  {
   if(!HistorySelectByPosition((long)ticket))
      return(false);
   bool closed = false;
   profit = 0;
   for(int i = 0; i < HistoryDealsTotal(); i++)
     {
      ulong deal = HistoryDealGetTicket(i);
      profit += HistoryDealGetDouble(deal, DEAL_PROFIT) + HistoryDealGetDouble(deal, DEAL_SWAP)
                + HistoryDealGetDouble(deal, DEAL_COMMISSION) + HistoryDealGetDouble(deal, DEAL_FEE);
      long entry = HistoryDealGetInteger(deal, DEAL_ENTRY);
      if(entry == DEAL_ENTRY_OUT || entry == DEAL_ENTRY_OUT_BY)
        {
         closed = true;
         price = HistoryDealGetDouble(deal, DEAL_PRICE);
         time = ServerToUtc((datetime)HistoryDealGetInteger(deal, DEAL_TIME));
        }
     }
   return(closed);
  }

//+------------------------------------------------------------------+
//| State (state-store.ts), one line per item in                     |
//| MQL5/Files/SignalDesk-<login>.txt:                               |
//|   cursor <cursor>                                                |
//|   marker <signalId> <outcome> <at> <ticket>                      |
//|   position <ticket> <signalId> <closeRequested> <symbol>         |
//|   report <json>                                                  |
//+------------------------------------------------------------------+
string StateFile()
  {
   return("SignalDesk-" + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN)) + ".txt");
  }

void LoadState()
  {
   g_cursor = "";
   ArrayResize(g_markers, 0);
   ArrayResize(g_positions, 0);
   ArrayResize(g_outbox, 0);
   int file = FileOpen(StateFile(), FILE_READ | FILE_TXT | FILE_ANSI, '\t', CP_UTF8);
   if(file == INVALID_HANDLE)
      return;
   while(!FileIsEnding(file))
     {
      string line = FileReadString(file);
      string parts[];
      int n = StringSplit(line, ' ', parts);
      if(n < 2)
         continue;
      if(parts[0] == "cursor")
         g_cursor = parts[1];
      else if(parts[0] == "marker" && n >= 5)
        {
         SetMarker(StringToInteger(parts[1]), parts[2], (ulong)StringToInteger(parts[4]));
         g_markers[FindMarker(StringToInteger(parts[1]))].at = (datetime)StringToInteger(parts[3]);
        }
      else if(parts[0] == "position" && n >= 5)
        {
         Track((ulong)StringToInteger(parts[1]), StringToInteger(parts[2]), parts[4]);
         g_positions[ArraySize(g_positions) - 1].closeRequested = parts[3] == "1";
        }
      else if(parts[0] == "report")
         Queue(StringSubstr(line, 7));
     }
   FileClose(file);
  }

//--- Writes a new file and moves it over the old one, so a crash mid-write never leaves half a file.
void SaveState()
  {
   string temporary = StateFile() + ".tmp";
   int file = FileOpen(temporary, FILE_WRITE | FILE_TXT | FILE_ANSI, '\t', CP_UTF8);
   if(file == INVALID_HANDLE)
     {
      Print("SignalDesk: cannot write ", temporary, " (error ", GetLastError(), ")");
      return;
     }
   datetime oldest = TimeGMT() - MARKER_DAYS * 86400;
   if(g_cursor != "")
      FileWriteString(file, "cursor " + g_cursor + "\n");
   for(int i = 0; i < ArraySize(g_markers); i++)
      if(g_markers[i].at >= oldest)
         FileWriteString(file, "marker " + IntegerToString(g_markers[i].signalId) + " " + g_markers[i].outcome + " "
                         + IntegerToString((long)g_markers[i].at) + " " + IntegerToString(g_markers[i].ticket) + "\n");
   for(int i = 0; i < ArraySize(g_positions); i++)
      FileWriteString(file, "position " + IntegerToString(g_positions[i].ticket) + " "
                      + IntegerToString(g_positions[i].signalId) + " " + (g_positions[i].closeRequested ? "1" : "0")
                      + " " + g_positions[i].symbol + "\n");
   for(int i = 0; i < ArraySize(g_outbox); i++)
      FileWriteString(file, "report " + g_outbox[i] + "\n");
   FileClose(file);
   FileMove(temporary, 0, StateFile(), FILE_REWRITE);
  }

int FindMarker(const long signalId)
  {
   for(int i = 0; i < ArraySize(g_markers); i++)
      if(g_markers[i].signalId == signalId)
         return(i);
   return(-1);
  }

void SetMarker(const long signalId, const string outcome, const ulong ticket)
  {
   int i = FindMarker(signalId);
   if(i < 0)
     {
      i = ArraySize(g_markers);
      ArrayResize(g_markers, i + 1);
     }
   g_markers[i].signalId = signalId;
   g_markers[i].outcome = outcome;
   g_markers[i].at = TimeGMT();
   g_markers[i].ticket = ticket;
  }

int FindTracked(const ulong ticket)
  {
   for(int i = 0; i < ArraySize(g_positions); i++)
      if(g_positions[i].ticket == ticket)
         return(i);
   return(-1);
  }

void Track(const ulong ticket, const long signalId, const string symbol)
  {
   int n = ArraySize(g_positions);
   ArrayResize(g_positions, n + 1);
   g_positions[n].ticket = ticket;
   g_positions[n].signalId = signalId;
   g_positions[n].symbol = symbol;
   g_positions[n].closeRequested = false;
  }

//+------------------------------------------------------------------+
//| Small helpers                                                    |
//+------------------------------------------------------------------+
string FilledReport(const long signalId, const ulong ticket, const double price, const double volume, const datetime time)
  {
   return("{\"type\":\"filled\",\"signalId\":" + IntegerToString(signalId) + ",\"ticket\":\"" + IntegerToString(ticket)
          + "\",\"price\":" + Num(price) + ",\"volume\":" + Num(volume) + ",\"time\":\"" + IsoTime(time) + "\"}");
  }

//--- The signal id in a comment "SD#412", or -1 for a position the EA did not open.
long SignalIdOf(const string comment)
  {
   if(StringFind(comment, COMMENT_PREFIX) != 0)
      return(-1);
   string digits = StringSubstr(comment, StringLen(COMMENT_PREFIX));
   if(digits == "" || IntegerToString(StringToInteger(digits)) != digits)
      return(-1);
   return(StringToInteger(digits));
  }

//--- A number for JSON, without the trailing zeros DoubleToString leaves.
string Num(const double value)
  {
   string text = DoubleToString(value, 8);
   int end = StringLen(text);
   while(StringGetCharacter(text, end - 1) == '0')
      end--;
   if(StringGetCharacter(text, end - 1) == '.')
      end--;
   return(StringSubstr(text, 0, end));
  }

//--- Deal and position times are the trade server's clock; the protocol speaks UTC. The offset is
//--- rounded to a quarter hour, as time zones are.
datetime ServerToUtc(const datetime serverTime)
  {
   long offset = (long)MathRound((double)(TimeTradeServer() - TimeGMT()) / 900.0) * 900;
   return((datetime)(serverTime - offset));
  }

//--- "2026.11.26 09:00:00" (UTC) -> "2026-11-26T09:00:00Z"
string IsoTime(const datetime utc)
  {
   string text = TimeToString(utc, TIME_DATE | TIME_SECONDS);
   StringReplace(text, ".", "-");
   StringReplace(text, " ", "T");
   return(text + "Z");
  }

//--- "2026-11-26T09:00:00.000Z" -> the same moment as a datetime (UTC)
datetime IsoToTime(const string iso)
  {
   string text = StringSubstr(iso, 0, 19);
   StringReplace(text, "-", ".");
   StringReplace(text, "T", " ");
   return(StringToTime(text));
  }

int RetryAfter(const string headers)
  {
   string lower = headers;
   StringToLower(lower);
   int at = StringFind(lower, "retry-after:");
   if(at < 0)
      return(60);
   int seconds = (int)StringToInteger(StringSubstr(headers, at + 12, 8));
   return(seconds > 0 ? seconds : 60);
  }

string MessageOf(const int status, const string body)
  {
   string raw;
   if(JsonField(body, "message", raw))
      return(StringGetCharacter(raw, 0) == '"' ? JsonUnquote(raw) : raw);
   return("HTTP " + IntegerToString(status));
  }

//+------------------------------------------------------------------+
//| A minimal JSON reader for the feed's fixed shape: finds a field  |
//| of an object (top level only) and splits an array into its       |
//| elements. Strings may hold any character, escaped.               |
//+------------------------------------------------------------------+
int SkipSpace(const string text, int i)
  {
   while(i < StringLen(text))
     {
      ushort c = StringGetCharacter(text, i);
      if(c != ' ' && c != '\t' && c != '\r' && c != '\n')
         break;
      i++;
     }
   return(i);
  }

//--- The index just after the value that starts at i (a string, object, array, number or literal); -1 if cut short.
int JsonValueEnd(const string text, int i)
  {
   int length = StringLen(text);
   ushort c = StringGetCharacter(text, i);
   if(c == '"')
     {
      for(i++; i < length; i++)
        {
         c = StringGetCharacter(text, i);
         if(c == '\\')
            i++;
         else if(c == '"')
            return(i + 1);
        }
      return(-1);
     }
   if(c == '{' || c == '[')
     {
      int depth = 0;
      while(i < length)
        {
         c = StringGetCharacter(text, i);
         if(c == '"')
           {
            i = JsonValueEnd(text, i);
            if(i < 0)
               return(-1);
            continue;
           }
         if(c == '{' || c == '[')
            depth++;
         else if(c == '}' || c == ']')
           {
            depth--;
            if(depth == 0)
               return(i + 1);
           }
         i++;
        }
      return(-1);
     }
   while(i < length)
     {
      c = StringGetCharacter(text, i);
      if(c == ',' || c == '}' || c == ']' || c == ' ' || c == '\r' || c == '\n' || c == '\t')
         break;
      i++;
     }
   return(i);
  }

//--- The raw text of field `key` of the object `json` (a string keeps its quotes).
bool JsonField(const string json, const string key, string &raw)
  {
   int i = SkipSpace(json, 0);
   if(StringGetCharacter(json, i) != '{')
      return(false);
   i++;
   while(true)
     {
      i = SkipSpace(json, i);
      if(i >= StringLen(json) || StringGetCharacter(json, i) != '"')
         return(false);
      int keyEnd = JsonValueEnd(json, i);
      if(keyEnd < 0)
         return(false);
      string name = StringSubstr(json, i + 1, keyEnd - i - 2);
      i = SkipSpace(json, keyEnd);
      if(StringGetCharacter(json, i) != ':')
         return(false);
      i = SkipSpace(json, i + 1);
      int end = JsonValueEnd(json, i);
      if(end < 0)
         return(false);
      if(name == key)
        {
         raw = StringSubstr(json, i, end - i);
         return(true);
        }
      i = SkipSpace(json, end);
      if(StringGetCharacter(json, i) == ',')
         i++;
     }
   return(false);
  }

int JsonElements(const string array, string &items[])
  {
   ArrayResize(items, 0);
   int i = SkipSpace(array, 0);
   if(StringGetCharacter(array, i) != '[')
      return(0);
   i++;
   while(true)
     {
      i = SkipSpace(array, i);
      if(i >= StringLen(array) || StringGetCharacter(array, i) == ']')
         break;
      int end = JsonValueEnd(array, i);
      if(end < 0)
         break;
      int n = ArraySize(items);
      ArrayResize(items, n + 1);
      items[n] = StringSubstr(array, i, end - i);
      i = SkipSpace(array, end);
      if(StringGetCharacter(array, i) == ',')
         i++;
     }
   return(ArraySize(items));
  }

string JsonString(const string json, const string key)
  {
   string raw;
   if(!JsonField(json, key, raw) || StringGetCharacter(raw, 0) != '"')
      return("");
   return(JsonUnquote(raw));
  }

double JsonNumber(const string json, const string key)
  {
   string raw;
   if(!JsonField(json, key, raw))
      return(0);
   return(StringToDouble(raw));
  }

string JsonUnquote(const string raw)
  {
   string text = "";
   for(int i = 1; i < StringLen(raw) - 1; i++)
     {
      ushort c = StringGetCharacter(raw, i);
      if(c != '\\')
        {
         text += ShortToString(c);
         continue;
        }
      i++;
      c = StringGetCharacter(raw, i);
      if(c == 'n')
         text += "\n";
      else if(c == 't')
         text += "\t";
      else if(c == 'r')
         text += "\r";
      else if(c == 'u')
        {
         ushort code = 0;
         for(int k = 1; k <= 4; k++)
           {
            ushort h = StringGetCharacter(raw, i + k);
            code = (ushort)(code * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10));
           }
         text += ShortToString(code);
         i += 4;
        }
      else
         text += ShortToString(c);   // \" \\ \/
     }
   return(text);
  }

string JsonQuote(const string text)
  {
   string quoted = text;
   StringReplace(quoted, "\\", "\\\\");
   StringReplace(quoted, "\"", "\\\"");
   StringReplace(quoted, "\r", " ");
   StringReplace(quoted, "\n", " ");
   StringReplace(quoted, "\t", " ");
   return("\"" + quoted + "\"");
  }
//+------------------------------------------------------------------+
