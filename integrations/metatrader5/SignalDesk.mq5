//+------------------------------------------------------------------+
//| SignalDesk.mq5                                                   |
//| Trades SignalDesk signals on one MetaTrader 5 hedging account.   |
//|                                                                  |
//| Speaks docs/metatrader-protocol.md. It mirrors the reference     |
//| client (integrations/reference-client/ea-client.ts) function by  |
//| function, with the same names: CI runs that client against the   |
//| real server; nothing compiles this file in CI.                   |
//| docs/metatrader.md maps each safety rule to its function here    |
//| and to the client's test.                                        |
//+------------------------------------------------------------------+
#property copyright "SignalDesk"
#property version   "2.00"

#include <Trade\Trade.mqh>

input string ServerUrl            = "https://signals.example.com"; // Server URL, exactly as allowed under Tools > Options > Expert Advisors
input string AccountKey           = "";                            // Account key (sdk_...), shown once on the dashboard
input int    PollSeconds          = 10;                            // Seconds between polls
input int    MaxSignalAgeMinutes  = 30;                            // Skip a signal published longer ago than this
input double MaxEntryDriftPercent = 25;                            // Skip a signal whose price moved further from its entry (% of the stop distance)
input long   MagicNumber          = 20261126;                      // Magic number of this EA's orders

#define HEARTBEAT_SECONDS   60
#define MAX_PAGES           20
#define MAX_REASON_LENGTH   200
#define MAX_SYMBOLS         32
#define MARKER_DAYS         7
#define TIMEOUT_MS          10000
#define DEVIATION_POINTS    10
#define COMMENT_PREFIX      "SD#"
#define UNCONFIRMED_SECONDS 120
#define HISTORY_SETTLE_SECONDS 60
#define HISTORY_WINDOW_SECONDS 3600
#define UNCONFIRMED_REASON  "Not placed: the terminal stopped while sending the order, and the broker has no deal for it"

//--- What SendOrder did.
#define SEND_FILLED        0
#define SEND_REFUSED       1
#define SEND_REFUSED_NOW   2   // refused for now (requote, no prices, no connection): tried again next poll
#define SEND_ADOPTED       3   // another copy of the EA placed it meanwhile

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
   string            note;           // why the EA closes it itself, said with its close
   string            refusal;        // the last refusal of its close said (in memory)
  };
struct CloseRequest
  {
   long              signalId;
   datetime          at;             // UTC
  };

string       g_serverUrl = "";            // ServerUrl without a trailing slash
string       g_cursor = "";
Marker       g_markers[];
Tracked      g_positions[];
CloseRequest g_closeRequests[];
string       g_symbols[];                 // broker symbols seen, newest last
string       g_outbox[];                  // report bodies, oldest first
datetime     g_lastHeartbeat = 0;         // in memory on purpose: a restart says hello at once
string       g_lastNotTrading = "";
string       g_printedNotTrading = "";
datetime     g_quietUntil = 0;            // after a 429, the server is left alone until then
int          g_retryAfter = 60;           // the last answer's Retry-After, in seconds
datetime     g_connectedSince = 0;        // UTC; 0 while the terminal is not connected
long         g_refusedIds[];              // the broker's last "not now" per signal (in memory)
string       g_refusedTexts[];
bool         g_started = false;
string       g_lockName = "";               // the login's lock this copy holds
double       g_lockOwner = 0;
CTrade       g_trade;

//--- One page of the feed, as ReadFeed needs it.
struct FeedPage
  {
   string            cursor;
   bool              more;
   bool              paused;
   int               maxOpenPositions;
   double            riskPercent;
  };

//+------------------------------------------------------------------+
int OnInit()
  {
   if(StringFind(AccountKey, "sdk_") != 0)
     {
      Print("SignalDesk: paste the account key from the dashboard (it starts with sdk_) into AccountKey.");
      return(INIT_PARAMETERS_INCORRECT);
     }
   if(MQLInfoInteger(MQL_TESTER))
     {
      Print("SignalDesk: WebRequest does not run in the Strategy Tester; attach the EA to a chart of a live or demo account.");
      return(INIT_FAILED);
     }
   // "https://host/" and "https://host" are the same server.
   g_serverUrl = ServerUrl;
   while(StringLen(g_serverUrl) > 0 && StringGetCharacter(g_serverUrl, StringLen(g_serverUrl) - 1) == '/')
      g_serverUrl = StringSubstr(g_serverUrl, 0, StringLen(g_serverUrl) - 1);
   g_trade.SetExpertMagicNumber(MagicNumber);
   g_trade.SetDeviationInPoints(DEVIATION_POINTS);
   // A chart's id is unique in the terminal: this copy's mark in the login's lock.
   g_lockOwner = (double)(ChartID() % 1000000007) + 1.0;
   // New inputs re-run OnInit after OnDeinit: the state is read from its file again.
   g_started = false;
   // A first poll a second from now (the login is known by then), then every PollSeconds.
   EventSetTimer(1);
   return(INIT_SUCCEEDED);
  }

void OnDeinit(const int reason)
  {
   EventKillTimer();
   if(!g_started)
      return;
   SaveState();
   // Let the login's lock go, if this copy still holds it.
   if(!GlobalVariableSetOnCondition(g_lockName, 0.0, g_lockOwner))
      Print("SignalDesk: the lock ", g_lockName, " was not this copy's any more");
   g_started = false;
  }

void OnTimer()
  {
   if(!g_started)
     {
      if(AccountInfoInteger(ACCOUNT_LOGIN) == 0)
         return;
      if(!Start())
         return;
      LoadState();
      EventKillTimer();
      EventSetTimer(PollSeconds > 0 ? PollSeconds : 1);
     }
   Poll();
  }

//--- One copy per login in a terminal (two charts): the second says so and removes itself (ea-client.ts: start).
bool Start()
  {
   string name = LockName();
   g_lockName = name;
   if(!GlobalVariableCheck(name) && !GlobalVariableTemp(name))
      Print("SignalDesk: cannot create the lock ", name, " (error ", GetLastError(), ")");
   if(GlobalVariableGet(name) != g_lockOwner && !GlobalVariableSetOnCondition(name, g_lockOwner, 0.0))
     {
      Print("SignalDesk: another SignalDesk Expert Advisor runs on login ", AccountInfoInteger(ACCOUNT_LOGIN),
            " in this terminal: this one does nothing and is removed.");
      EventKillTimer();
      ExpertRemove();
      return(false);
     }
   g_started = true;
   return(true);
  }

//--- A temporary global variable: gone when the terminal closes, so a crash leaves no lock behind.
string LockName()
  {
   return("SignalDesk." + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN)));
  }

//+------------------------------------------------------------------+
//| One poll: ea-client.ts poll()                                    |
//+------------------------------------------------------------------+
void Poll()
  {
   string notTrading = NotTradingReason();
   if(notTrading != g_printedNotTrading)
     {
      if(notTrading != "")
         Print("SignalDesk: not trading (", notTrading, "): ", NotTradingText(notTrading), "; no signal is read meanwhile.");
      else
         Print("SignalDesk: trading again.");
      g_printedNotTrading = notTrading;
     }
   // A netting account never had a position of this EA: it only says why it does nothing.
   if(notTrading != "netting")
     {
      WatchConnection();
      AdoptUntracked();
      if(HistorySettled())
         ReportUnconfirmed();
     }
   if(ServerAllowed())
     {
      SendHeartbeatIfDue(notTrading);
      // A heartbeat refused (a currency or step the server does not take) stops nothing; a 429 does.
      if(notTrading == "" && ServerAllowed())
         ReadFeed();
     }
   // What the broker did needs no server: closes are queued even while it cannot be reached.
   if(notTrading == "")
      CloseRequested();
   if(notTrading != "netting")
      DetectClosedAtBroker();
   if(ServerAllowed())
      SendReports();
   SaveState();
  }

//--- Why no signal may be read now: checked before the feed, so none is used up while the terminal cannot trade.
string NotTradingReason()
  {
   if((ENUM_ACCOUNT_MARGIN_MODE)AccountInfoInteger(ACCOUNT_MARGIN_MODE) != ACCOUNT_MARGIN_MODE_RETAIL_HEDGING)
      return("netting");
   if(!TerminalInfoInteger(TERMINAL_CONNECTED))
      return("not-connected");
   if(!TerminalInfoInteger(TERMINAL_TRADE_ALLOWED))
      return("algo-trading-off");
   if(!MQLInfoInteger(MQL_TRADE_ALLOWED))
      return("ea-trading-off");
   if(!AccountInfoInteger(ACCOUNT_TRADE_ALLOWED))
      return("account-trading-off");
   if(!AccountInfoInteger(ACCOUNT_TRADE_EXPERT))
      return("experts-off");
   return("");
  }

//--- The journal's words for a reason (the dashboard's are domain/ea-status.ts).
string NotTradingText(const string reason)
  {
   if(reason == "netting")
      return("netting account: not supported (a hedging account is needed: each signal is its own position)");
   if(reason == "not-connected")
      return("the terminal is not connected to the broker");
   if(reason == "algo-trading-off")
      return("Algo Trading is off in the terminal (the toolbar button)");
   if(reason == "ea-trading-off")
      return("Allow Algo Trading is off in the EA's settings (Common tab)");
   if(reason == "account-trading-off")
      return("this login may not trade (an investor password, or trading disabled by the broker)");
   return("the broker does not allow Expert Advisors on this account");
  }

void WatchConnection()
  {
   if(!TerminalInfoInteger(TERMINAL_CONNECTED))
      g_connectedSince = 0;
   else if(g_connectedSince == 0)
      g_connectedSince = TimeGMT();
  }

//--- A terminal just (re)connected is still downloading its deal history: nothing is judged from it before this.
bool HistorySettled()
  {
   return(g_connectedSince != 0 && TimeGMT() - g_connectedSince >= HISTORY_SETTLE_SECONDS);
  }

bool ServerAllowed()
  {
   return(TimeGMT() >= g_quietUntil);
  }

void SendHeartbeatIfDue(const string notTrading)
  {
   datetime now = TimeGMT();
   bool due = g_lastHeartbeat == 0 || now - g_lastHeartbeat >= HEARTBEAT_SECONDS;
   if(!due && notTrading == g_lastNotTrading)
      return;
   // Not queued: an old heartbeat is worth nothing; the next poll sends a fresh one.
   string report = "{\"type\":\"heartbeat\""
                   + ",\"terminalBuild\":" + IntegerToString(TerminalInfoInteger(TERMINAL_BUILD))
                   + ",\"broker\":" + JsonQuote(AccountInfoString(ACCOUNT_COMPANY))
                   + ",\"server\":" + JsonQuote(AccountInfoString(ACCOUNT_SERVER))
                   + ",\"login\":\"" + IntegerToString(AccountInfoInteger(ACCOUNT_LOGIN)) + "\""
                   + ",\"currency\":" + JsonQuote(AccountInfoString(ACCOUNT_CURRENCY))
                   + ",\"balance\":" + Num(AccountInfoDouble(ACCOUNT_BALANCE))
                   + ",\"equity\":" + Num(AccountInfoDouble(ACCOUNT_EQUITY))
                   + ",\"lotSteps\":" + LotStepsJson()
                   + ",\"notTrading\":" + (notTrading == "" ? "null" : JsonQuote(notTrading)) + "}";
   string body;
   int status = Request("POST", "/api/ea/reports", report, body);
   bool succeeded = Succeeded(status, body);
   // A refusal is not sent again every poll: the server would refuse it the same way.
   if(succeeded || (status >= 400 && status < 500 && status != 429))
     {
      if(g_lastHeartbeat == 0 && succeeded)
         Print("SignalDesk: online, account ", AccountInfoInteger(ACCOUNT_LOGIN), " at ", AccountInfoString(ACCOUNT_COMPANY),
               " (", AccountInfoString(ACCOUNT_SERVER), ")");
      g_lastHeartbeat = now;
      g_lastNotTrading = notTrading;
     }
  }

//--- The lot step of each symbol signals have named, by the broker's name: the feed sizes with them.
string LotStepsJson()
  {
   string json = "{";
   for(int i = 0; i < ArraySize(g_symbols); i++)
     {
      bool custom;
      if(!SymbolExist(g_symbols[i], custom))
         continue;
      if(json != "{")
         json += ",";
      json += JsonQuote(g_symbols[i]) + ":" + Num(SymbolInfoDouble(g_symbols[i], SYMBOL_VOLUME_STEP));
     }
   return(json + "}");
  }

void ReadFeed()
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
         return;
      if(!Succeeded(status, body))
         return;
      FeedPage feed;
      string raw;
      feed.cursor = JsonString(body, "cursor");
      feed.more = JsonField(body, "more", raw) && raw == "true";
      feed.paused = JsonField(body, "paused", raw) && raw == "true";
      feed.maxOpenPositions = (int)JsonNumber(body, "maxOpenPositions");
      feed.riskPercent = JsonNumber(body, "riskPercent");
      string events[];
      if(JsonField(body, "events", raw))
         JsonElements(raw, events);
      bool deferred = false;
      for(int i = 0; i < ArraySize(events); i++)
        {
         string type = JsonString(events[i], "type");
         if(type == "open")
            deferred = HandleOpen(events[i], feed) || deferred;
         else if(type == "close")
            HandleClose(events[i]);
        }
      // A signal left for later keeps the cursor: the page is read again, and the markers keep the
      // signals handled on it from being sent twice.
      if(deferred)
        {
         SaveState();
         return;
        }
      // Only after the page's events are handled: a crash before this reads the page again.
      g_cursor = feed.cursor;
      SaveState();
      if(!feed.more)
         return;
     }
  }

//--- True when the signal is left for the next poll (no price yet, refused for now).
bool HandleOpen(const string item, const FeedPage &feed)
  {
   long signalId = (long)JsonNumber(item, "signalId");
   if(FindMarker(signalId) >= 0 || PositionOfSignal(signalId) > 0)
      return(false);
   string symbol = JsonString(item, "brokerSymbol");
   NoteSymbol(symbol);
   string reason = SkipReason(item, feed);
   if(reason != "")
      return(Skip(signalId, reason));
   string side = JsonString(item, "side");
   MqlTick tick;
   if(!SymbolInfoTick(symbol, tick) || tick.ask <= 0.0 || tick.bid <= 0.0)
      return(Defer(signalId, "No price for " + symbol + " yet"));
   double stop = NormalisePrice(symbol, JsonNumber(item, "stop"));
   double target = JsonNumber(item, "target") > 0.0 && TakeProfitAllowed(symbol)
                   ? NormalisePrice(symbol, JsonNumber(item, "target")) : 0.0;
   double price = side == "BUY" ? tick.ask : tick.bid;
   reason = PriceMovedReason(side, JsonNumber(item, "entry"), stop, price, (int)SymbolInfoInteger(symbol, SYMBOL_DIGITS));
   if(reason == "")
      reason = OrderProblem(symbol, side, tick, stop, target);
   if(reason != "")
      return(Skip(signalId, reason));
   string raw;
   double sizedOn = JsonField(item, "sizedOn", raw) && raw != "null" ? StringToDouble(raw) : JsonNumber(item, "entry");
   double volume = 0.0;
   reason = OrderVolume(symbol, side, JsonNumber(item, "volume"), sizedOn, stop, price, feed.riskPercent, volume);
   if(reason != "")
      return(Skip(signalId, reason));
   string comment = COMMENT_PREFIX + IntegerToString(signalId);
   ENUM_ORDER_TYPE_FILLING filling = FillingFor(symbol);
   // The terminal's own check of the request: money, volume, stops, filling.
   uint checked = CheckOrder(symbol, side, volume, price, stop, target, comment, filling, reason);
   if(checked != 0 && !IsTemporary(checked))
      return(Skip(signalId, "Order refused: " + reason));

   // Saved before the order goes: if the terminal dies between the two, the restart finds the
   // marker and sends nothing (a position that did open is adopted by its comment).
   SetMarker(signalId, "sending", 0);
   SaveState();
   int sent = SendOrder(signalId, symbol, side, volume, stop, target, comment);
   if(sent == SEND_ADOPTED)
      return(false);
   if(sent == SEND_REFUSED)
      return(Skip(signalId, "Order rejected: " + g_trade.ResultRetcodeDescription()));
   if(sent == SEND_REFUSED_NOW)
     {
      // The broker took nothing: the signal is tried again next poll, until it is too old.
      RemoveMarker(signalId);
      NoteRefusal(signalId, g_trade.ResultRetcodeDescription());
      SaveState();
      return(Defer(signalId, g_trade.ResultRetcodeDescription() + " (" + IntegerToString(g_trade.ResultRetcode()) + ")"));
     }
   ulong ticket = PositionTicketOf(g_trade.ResultDeal(), g_trade.ResultOrder());
   if(!PositionSelectByTicket(ticket))
     {
      // Filled but not listed yet: AdoptUntracked finds it by its comment on the next poll.
      Print("SignalDesk: signal ", signalId, " sent; its position is not listed yet");
      return(false);
     }
   SettleFill(signalId, symbol, side, stop, target, ticket, feed.riskPercent);
   SaveState();
   return(false);
  }

//--- Why an open event is not traded, in the order of the protocol; "" to go on to the price.
string SkipReason(const string item, const FeedPage &feed)
  {
   long signalId = (long)JsonNumber(item, "signalId");
   string symbol = JsonString(item, "brokerSymbol");
   string side = JsonString(item, "side");
   string raw;
   if(feed.paused)
      return("Paused");
   if(side != "BUY" && side != "SELL")
      return("Unknown side " + (JsonField(item, "side", raw) ? raw : "null") + ": only BUY and SELL are traded");
   if(FindCloseRequest(signalId) >= 0)
      return("Ended before it could be placed");
   if(!JsonField(item, "stop", raw) || raw == "null" || StringToDouble(raw) <= 0.0)
      return("No stop loss in the signal: never traded without one");
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
     {
      string refused = RefusalOf(signalId);
      return("Older than " + IntegerToString(MaxSignalAgeMinutes) + " minutes (published " + publishedAt + ")"
             + (refused != "" ? "; the broker last said: " + refused : ""));
     }
   return("");
  }

//--- Why this order cannot be sent as it is (no stop taken, no usable filling, stops too close), or "".
string OrderProblem(const string symbol, const string side, const MqlTick &tick, const double stop, const double target)
  {
   long orderMode = SymbolInfoInteger(symbol, SYMBOL_ORDER_MODE);
   if((orderMode & SYMBOL_ORDER_SL) == 0)
      return(symbol + " takes no stop loss at this broker: never traded without one");
   long filling = SymbolInfoInteger(symbol, SYMBOL_FILLING_MODE);
   bool market = SymbolInfoInteger(symbol, SYMBOL_TRADE_EXEMODE) == SYMBOL_TRADE_EXECUTION_MARKET;
   if((filling & (SYMBOL_FILLING_FOK | SYMBOL_FILLING_IOC)) == 0 && market)
      return(symbol + " takes no filling mode a market order can use");
   return(StopsReason(symbol, side, tick, stop, target));
  }

bool TakeProfitAllowed(const string symbol)
  {
   return((SymbolInfoInteger(symbol, SYMBOL_ORDER_MODE) & SYMBOL_ORDER_TP) != 0);
  }

//--- SetTypeFillingBySymbol picks FOK, else IOC; a symbol with neither takes RETURN on exchange
//--- execution, and on instant or request execution the terminal fills the policy in itself.
ENUM_ORDER_TYPE_FILLING FillingFor(const string symbol)
  {
   if(!g_trade.SetTypeFillingBySymbol(symbol))
      g_trade.SetTypeFilling(ORDER_FILLING_RETURN);
   long filling = SymbolInfoInteger(symbol, SYMBOL_FILLING_MODE);
   if((filling & SYMBOL_FILLING_FOK) != 0)
      return(ORDER_FILLING_FOK);
   if((filling & SYMBOL_FILLING_IOC) != 0)
      return(ORDER_FILLING_IOC);
   if(SymbolInfoInteger(symbol, SYMBOL_TRADE_EXEMODE) == SYMBOL_TRADE_EXECUTION_EXCHANGE)
      return(ORDER_FILLING_RETURN);
   return(ORDER_FILLING_FOK);
  }

//--- OrderCheck: 0 when the trade server would take the request as it is; else its return code, and why in `why`.
uint CheckOrder(const string symbol, const string side, const double volume, const double price, const double stop,
                const double target, const string comment, const ENUM_ORDER_TYPE_FILLING filling, string &why)
  {
   MqlTradeRequest request = {};
   MqlTradeCheckResult check = {};
   request.action = TRADE_ACTION_DEAL;
   request.symbol = symbol;
   request.volume = volume;
   request.type = side == "BUY" ? ORDER_TYPE_BUY : ORDER_TYPE_SELL;
   request.price = price;
   request.sl = stop;
   request.tp = target;
   request.deviation = DEVIATION_POINTS;
   request.magic = MagicNumber;
   request.type_filling = filling;
   request.comment = comment;
   if(OrderCheck(request, check))
      return(0);
   why = check.comment;
   return(check.retcode != 0 ? check.retcode : TRADE_RETCODE_ERROR);
  }

//--- Rejections that say "not now" rather than "no": tried again shortly, within the signal's age limit.
bool IsTemporary(const uint retcode)
  {
   return(retcode == TRADE_RETCODE_REQUOTE || retcode == TRADE_RETCODE_PRICE_CHANGED || retcode == TRADE_RETCODE_PRICE_OFF
          || retcode == TRADE_RETCODE_TOO_MANY_REQUESTS || retcode == TRADE_RETCODE_CONNECTION);
  }

//--- Sends the order; a refusal for now is tried again after a short wait, a few times. Just before
//--- each try the positions are read again: another copy (a second terminal on the login) may have
//--- placed the signal meanwhile. A partial fill (10010) is a fill of that volume.
int SendOrder(const long signalId, const string symbol, const string side, const double volume, const double stop,
              const double target, const string comment)
  {
   int backoff[] = {250, 500, 1000};
   for(int attempt = 0; attempt <= ArraySize(backoff); attempt++)
     {
      if(attempt > 0)
         Sleep(backoff[attempt - 1]);
      ulong placed = PositionOfSignal(signalId);
      if(placed > 0 && PositionSelectByTicket(placed))
        {
         TrackFill(signalId, placed, PositionGetString(POSITION_SYMBOL), PositionGetDouble(POSITION_PRICE_OPEN),
                   PositionGetDouble(POSITION_VOLUME), ServerToUtc((datetime)PositionGetInteger(POSITION_TIME)));
         return(SEND_ADOPTED);
        }
      // The filling mode is CTrade's, set by FillingFor.
      bool sent = side == "BUY" ? g_trade.Buy(volume, symbol, 0.0, stop, target, comment)
                  : g_trade.Sell(volume, symbol, 0.0, stop, target, comment);
      uint retcode = g_trade.ResultRetcode();
      if(sent && (retcode == TRADE_RETCODE_DONE || retcode == TRADE_RETCODE_DONE_PARTIAL || retcode == TRADE_RETCODE_PLACED))
         return(SEND_FILLED);
      if(!IsTemporary(retcode))
         return(SEND_REFUSED);
     }
   return(SEND_REFUSED_NOW);
  }

//--- A fill made safe before it is reported: lots that would lose more than the risk % at the stop
//--- from the fill price closed; the stop and target read back and set with a modify where the
//--- broker dropped them; the position closed at once when it still has no stop (ea-client.ts: settleFill).
void SettleFill(const long signalId, const string symbol, const string side, const double stop, const double target,
                const ulong ticket, const double riskPercent)
  {
   double price = PositionGetDouble(POSITION_PRICE_OPEN);
   double volume = PositionGetDouble(POSITION_VOLUME);
   datetime time = ServerToUtc((datetime)PositionGetInteger(POSITION_TIME));
   string closeNow = Trim(signalId, symbol, side, stop, ticket, price, volume, riskPercent);
   string unprotected = Protect(ticket, symbol, stop, target);
   if(unprotected != "")
      closeNow = unprotected;
   if(PositionSelectByTicket(ticket))
      volume = PositionGetDouble(POSITION_VOLUME);
   TrackFill(signalId, ticket, symbol, price, volume, time);
   Print("SignalDesk: signal ", signalId, " ", side, " ", symbol, " ", Num(volume), " lots filled at ", Num(price),
         ", ticket ", ticket);
   if(closeNow == "")
      return;
   // Closed now, or on every poll until the broker takes it; its close report says why.
   int index = FindTracked(ticket);
   g_positions[index].note = "Closed at once: " + closeNow;
   g_positions[index].closeRequested = true;
   if(!g_trade.PositionClose(ticket) || g_trade.ResultRetcode() != TRADE_RETCODE_DONE)
      Print("SignalDesk: ticket ", ticket, " ", closeNow, "; closing it was refused: ", g_trade.ResultRetcodeDescription(),
            ". It is closed on the next polls; close it yourself if you can.");
   // Closed: DetectClosedAtBroker reports it from the deal history, with the note.
  }

//--- "" when the position has its stop; else why it has none (the broker dropped it, and refused to set it).
string Protect(const ulong ticket, const string symbol, const double stop, const double target)
  {
   if(!PositionSelectByTicket(ticket))
      return("");
   double half = SymbolInfoDouble(symbol, SYMBOL_POINT) / 2.0;
   double tp = PositionGetDouble(POSITION_TP);
   if(MathAbs(PositionGetDouble(POSITION_SL) - stop) < half && (target == 0.0 || MathAbs(tp - target) < half))
      return("");
   bool modified = g_trade.PositionModify(ticket, stop, target > 0.0 ? target : tp)
                   && g_trade.ResultRetcode() == TRADE_RETCODE_DONE;
   if(PositionSelectByTicket(ticket) && MathAbs(PositionGetDouble(POSITION_SL) - stop) < half)
      return("");
   return("the broker did not set the stop loss " + Num(stop) + " ("
          + (modified ? "dropped again" : g_trade.ResultRetcodeDescription()) + ")");
  }

//--- Closes what the stop would lose beyond the risk % from the fill price (a fill worse than the
//--- price it was sized at); "" when done or nothing to do, the reason to close all of it when even
//--- the symbol's smallest volume would.
string Trim(const long signalId, const string symbol, const string side, const double stop, const ulong ticket,
            const double price, const double volume, const double riskPercent)
  {
   double loss = LossPerLot(symbol, side, price, stop);
   if(loss <= 0.0)
      return("");
   double allowed = RiskMoney(AccountInfoDouble(ACCOUNT_BALANCE), riskPercent);
   double excess = ExcessVolume(volume, loss, allowed, symbol);
   if(excess <= 0.0)
      return("");
   if(excess >= volume)
      return("filled at " + Num(price) + ", its stop would lose more than " + Num(riskPercent) + "% of the balance");
   if(g_trade.PositionClosePartial(ticket, excess) && g_trade.ResultRetcode() == TRADE_RETCODE_DONE)
      Print("SignalDesk: signal ", signalId, ": ", Num(excess), " lots closed, which would have lost more than ",
            Num(riskPercent), "% of the balance at the stop from the fill price ", Num(price));
   return("");
  }

bool Skip(const long signalId, const string reason)
  {
   SetMarker(signalId, "skipped", 0);
   RemoveRefusal(signalId);
   Queue("{\"type\":\"skipped\",\"signalId\":" + IntegerToString(signalId)
         + ",\"reason\":" + JsonQuote(StringSubstr(reason, 0, MAX_REASON_LENGTH)) + "}");
   Print("SignalDesk: signal ", signalId, " skipped: ", reason);
   SaveState();
   return(false);
  }

bool Defer(const long signalId, const string reason)
  {
   Print("SignalDesk: signal ", signalId, " waits for the next poll: ", reason);
   return(true);
  }

//--- Marks the signal's position for closing; CloseRequested closes it (again while the broker
//--- refuses). A close for a position not known yet is kept until it is.
void HandleClose(const string item)
  {
   long signalId = (long)JsonNumber(item, "signalId");
   bool tracked = false;
   for(int i = 0; i < ArraySize(g_positions); i++)
      if(g_positions[i].signalId == signalId)
        {
         g_positions[i].closeRequested = true;
         tracked = true;
        }
   if(!tracked)
      AddCloseRequest(signalId, TimeGMT());
  }

void CloseRequested()
  {
   for(int i = ArraySize(g_positions) - 1; i >= 0; i--)
     {
      // A position already gone was closed at the broker: DetectClosedAtBroker reports it.
      if(!g_positions[i].closeRequested || !PositionSelectByTicket(g_positions[i].ticket))
         continue;
      // Not even tried while its market is closed: a weekend is not a refusal every poll.
      string refusal = "";
      if(!MarketOpen(g_positions[i].symbol))
         refusal = "Market is closed";
      else if(!g_trade.PositionClose(g_positions[i].ticket) || g_trade.ResultRetcode() != TRADE_RETCODE_DONE)
         refusal = g_trade.ResultRetcodeDescription();
      if(refusal == "")
        {
         g_positions[i].refusal = "";
         continue;
        }
      if(refusal != g_positions[i].refusal)
         Print("SignalDesk: closing ticket ", g_positions[i].ticket, " refused: ", refusal, "; trying again on the next polls");
      g_positions[i].refusal = refusal;
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
   string note = g_positions[index].note;
   Print("SignalDesk: signal ", g_positions[index].signalId, " closed, ticket ", ticket, ", profit ", Num(profit), " ",
         AccountInfoString(ACCOUNT_CURRENCY), note != "" ? ". " + note : "");
   for(int i = index; i < ArraySize(g_positions) - 1; i++)
      g_positions[i] = g_positions[i + 1];
   ArrayResize(g_positions, ArraySize(g_positions) - 1);
   Queue("{\"type\":\"closed\",\"ticket\":\"" + IntegerToString(ticket) + "\",\"price\":" + Num(price)
         + ",\"time\":\"" + IsoTime(time) + "\",\"profit\":" + Num(profit)
         + (note != "" ? ",\"note\":" + JsonQuote(StringSubstr(note, 0, MAX_REASON_LENGTH)) : "") + "}");
   SaveState();
  }

//--- A position of this magic number with SD#<id> that the state does not know was opened just
//--- before a crash that lost the state's last write: track it and report its fill (the server
//--- answers a known ticket's fill again).
void AdoptUntracked()
  {
   for(int i = PositionsTotal() - 1; i >= 0; i--)
     {
      ulong ticket = PositionGetTicket(i);
      if(ticket == 0 || PositionGetInteger(POSITION_MAGIC) != MagicNumber)
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
   int request = FindCloseRequest(signalId);
   if(request >= 0)
     {
      g_positions[ArraySize(g_positions) - 1].closeRequested = true;
      RemoveCloseRequest(request);
     }
   Queue(FilledReport(signalId, ticket, price, volume, time));
  }

//--- Runs after AdoptUntracked(), which took in the positions still open, and only once the
//--- terminal has been connected long enough to have its deal history. A "sending" marker whose
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
      if(!OpeningDeal(COMMENT_PREFIX + IntegerToString(signalId), g_markers[i].at - HISTORY_WINDOW_SECONDS, ticket, price,
                      volume, time, symbol))
        {
         Skip(signalId, UNCONFIRMED_REASON);
         continue;
        }
      TrackFill(signalId, ticket, symbol, price, volume, time);
     }
  }

//--- The deal that opened a position of this EA with this comment from `since` (UTC) on, open or closed since (broker.ts: openingDeal).
bool OpeningDeal(const string comment, const datetime since, ulong &ticket, double &price, double &volume, datetime &time,
                 string &symbol)
  {
   if(!HistorySelect(UtcToServer(since), TimeTradeServer() + 3600))
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
   int status = WebRequest(method, g_serverUrl + path, headers, TIMEOUT_MS, data, result, answerHeaders);
   if(status == -1)
     {
      int error = GetLastError();
      body = "{\"message\":" + JsonQuote(error == 4014
                                         ? "WebRequest is not allowed for " + g_serverUrl + ": add it under Tools > Options > Expert Advisors"
                                         : "No answer from " + g_serverUrl + " (error " + IntegerToString(error) + ")") + "}";
      return(0);
     }
   body = CharArrayToString(result, 0, WHOLE_ARRAY, CP_UTF8);
   g_retryAfter = RetryAfter(answerHeaders);
   return(status);
  }

//+------------------------------------------------------------------+
//| The checks and the sizing (order-checks.ts, sizing.ts,           |
//| volume.ts)                                                       |
//+------------------------------------------------------------------+
//--- A price on the symbol's grid: a multiple of its tick size, with its digits.
double NormalisePrice(const string symbol, const double price)
  {
   double tick = SymbolInfoDouble(symbol, SYMBOL_TRADE_TICK_SIZE);
   int digits = (int)SymbolInfoInteger(symbol, SYMBOL_DIGITS);
   if(tick <= 0.0)
      return(NormalizeDouble(price, digits));
   return(NormalizeDouble(MathRound(price / tick) * tick, digits));
  }

//--- Why a signal is not taken at the price now: it has reached its stop, or moved from the entry
//--- by more than MaxEntryDriftPercent of the entry-to-stop distance; "" to go on.
string PriceMovedReason(const string side, const double entry, const double stop, const double price, const int digits)
  {
   if(side == "BUY" ? price <= stop : price >= stop)
      return("Price moved: " + DoubleToString(price, digits) + " is already at or beyond the stop " + DoubleToString(stop, digits));
   double share = MathAbs(price - entry) / MathAbs(entry - stop) * 100.0;
   if(share > MaxEntryDriftPercent + 1e-9)
      return("Price moved: " + DoubleToString(price, digits) + " is " + IntegerToString((int)MathRound(share))
             + "% of the stop distance from the entry " + DoubleToString(entry, digits) + " (at most "
             + Num(MaxEntryDriftPercent) + "%)");
   return("");
  }

//--- Why the stop and target cannot go with an order (or a modify) at this price, or "". A buy
//--- closes at the bid, a sell at the ask; each level on its side of that price, at least the
//--- symbol's stops level away, and its freeze level too (the EA may set them on the position).
string StopsReason(const string symbol, const string side, const MqlTick &tick, const double stop, const double target)
  {
   double closing = side == "BUY" ? tick.bid : tick.ask;
   double point = SymbolInfoDouble(symbol, SYMBOL_POINT);
   int digits = (int)SymbolInfoInteger(symbol, SYMBOL_DIGITS);
   long stopsLevel = SymbolInfoInteger(symbol, SYMBOL_TRADE_STOPS_LEVEL);
   long freezeLevel = SymbolInfoInteger(symbol, SYMBOL_TRADE_FREEZE_LEVEL);
   long points = stopsLevel > freezeLevel ? stopsLevel : freezeLevel;
   double gap = points * point - point / 2.0;
   string limit = points > 0 ? ", or closer than the broker's " + IntegerToString(points) + " points" : "";
   bool stopBelow = side == "BUY";
   bool stopClear = stopBelow ? closing - stop >= gap && stop < closing : stop - closing >= gap && stop > closing;
   if(!stopClear)
      return("Stop " + DoubleToString(stop, digits) + " is on the wrong side of the price " + DoubleToString(closing, digits) + limit);
   bool targetClear = target == 0.0
                      || (stopBelow ? target - closing >= gap && target > closing : closing - target >= gap && target < closing);
   if(!targetClear)
      return("Target " + DoubleToString(target, digits) + " is on the wrong side of the price " + DoubleToString(closing, digits) + limit);
   return("");
  }

//--- What one lot loses from `price` to the stop, in the account currency (OrderCalcProfit, the broker's own contract size); -1 when unknown.
double LossPerLot(const string symbol, const string side, const double price, const double stop)
  {
   double profit = 0.0;
   if(!OrderCalcProfit(side == "BUY" ? ORDER_TYPE_BUY : ORDER_TYPE_SELL, symbol, 1.0, price, stop, profit))
      return(-1.0);
   return(-profit);
  }

double RiskMoney(const double balance, const double riskPercent)
  {
   return(balance * riskPercent / 100.0);
  }

//--- The lots to send, so that the money at the stop never exceeds the risk % of the balance: the
//--- feed's volume, cut in proportion when the price is further from the stop than the price it was
//--- sized on, and cut to what the broker's contract size allows at the stop; rounded down to the
//--- symbol's step. "" and `volume` set, or the reason nothing is left.
string OrderVolume(const string symbol, const string side, const double feedVolume, const double sizedOn, const double stop,
                   const double price, const double riskPercent, double &volume)
  {
   double loss = LossPerLot(symbol, side, price, stop);
   if(loss <= 0.0)
      return("The terminal cannot value the stop of " + symbol + ": not traded");
   double byDistance = feedVolume * MathMin(1.0, MathAbs(sizedOn - stop) / MathAbs(price - stop));
   double byMoney = RiskMoney(AccountInfoDouble(ACCOUNT_BALANCE), riskPercent) / loss;
   double wanted = MathMin(byDistance, byMoney);
   volume = BrokerVolume(symbol, wanted);
   if(volume > 0.0)
      return("");
   return(BelowMinimum(symbol, MathFloor(wanted * 10000.0 + 1e-9) / 10000.0));
  }

//--- After a fill, what to close of it so that the stop loses no more than `allowed` from the fill
//--- price: 0 when it is within; the whole volume when even the symbol's minimum would lose more.
double ExcessVolume(const double filled, const double lossPerLot, const double allowed, const string symbol)
  {
   // A cent of slack: money is reported to the cent.
   if(filled * lossPerLot <= allowed + 0.005)
      return(0.0);
   double keep = BrokerVolume(symbol, allowed / lossPerLot);
   if(keep <= 0.0)
      return(filled);
   return(NormalizeDouble(filled - keep, 8));
  }

//--- A volume as the broker takes it for this symbol (volume.ts: brokerVolume): rounded down to the
//--- symbol's own step, at most its maximum; 0 below its minimum.
double BrokerVolume(const string symbol, const double volume)
  {
   double step = SymbolInfoDouble(symbol, SYMBOL_VOLUME_STEP);
   if(step <= 0.0)
      return(0.0);
   double rounded = MathMin(MathFloor(volume / step + 1e-9) * step, SymbolInfoDouble(symbol, SYMBOL_VOLUME_MAX));
   rounded = NormalizeDouble(rounded, 8);
   return(rounded < SymbolInfoDouble(symbol, SYMBOL_VOLUME_MIN) ? 0.0 : rounded);
  }

string BelowMinimum(const string symbol, const double volume)
  {
   return("Volume " + Num(volume) + " lots is below the minimum of " + Num(SymbolInfoDouble(symbol, SYMBOL_VOLUME_MIN))
          + " for " + symbol + " at this broker");
  }

//+------------------------------------------------------------------+
//| The broker (broker.ts): what FakeBroker stands in for in CI      |
//+------------------------------------------------------------------+
bool SymbolExists(const string symbol)
  {
   bool custom;
   // Selected into Market Watch, or it has no quotes (HandleOpen waits for its first tick).
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

//--- The open position of a signal: by the tickets the EA tracks; the comment (which some brokers
//--- rewrite) only for one it does not track. 0 when none.
ulong PositionOfSignal(const long signalId)
  {
   for(int i = 0; i < ArraySize(g_positions); i++)
      if(g_positions[i].signalId == signalId && PositionSelectByTicket(g_positions[i].ticket))
         return(g_positions[i].ticket);
   for(int i = PositionsTotal() - 1; i >= 0; i--)
     {
      ulong ticket = PositionGetTicket(i);
      if(ticket > 0 && PositionGetInteger(POSITION_MAGIC) == MagicNumber
         && SignalIdOf(PositionGetString(POSITION_COMMENT)) == signalId)
         return(ticket);
     }
   return(0);
  }

//--- Positions of this EA still open, by its magic number or a tracked ticket: what maxOpenPositions counts.
int OwnPositionCount()
  {
   int count = 0;
   for(int i = PositionsTotal() - 1; i >= 0; i--)
     {
      ulong ticket = PositionGetTicket(i);
      if(ticket > 0 && (PositionGetInteger(POSITION_MAGIC) == MagicNumber || FindTracked(ticket) >= 0))
         count++;
     }
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
      // The last exit deal is the close (an earlier one closed part of it, as Trim does).
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
//|   position <ticket> <signalId> <closeRequested> <symbol> [note]  |
//|   close <signalId> <at>                                          |
//|   symbol <name>                                                  |
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
   ArrayResize(g_closeRequests, 0);
   ArrayResize(g_symbols, 0);
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
         int last = ArraySize(g_positions) - 1;
         g_positions[last].closeRequested = parts[3] == "1";
         for(int k = 5; k < n; k++)
            g_positions[last].note += (k > 5 ? " " : "") + parts[k];
        }
      else if(parts[0] == "close" && n >= 3)
         AddCloseRequest(StringToInteger(parts[1]), (datetime)StringToInteger(parts[2]));
      else if(parts[0] == "symbol")
         NoteSymbol(parts[1]);
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
     {
      string note = g_positions[i].note;
      StringReplace(note, "\n", " ");
      FileWriteString(file, "position " + IntegerToString(g_positions[i].ticket) + " "
                      + IntegerToString(g_positions[i].signalId) + " " + (g_positions[i].closeRequested ? "1" : "0")
                      + " " + g_positions[i].symbol + (note != "" ? " " + note : "") + "\n");
     }
   for(int i = 0; i < ArraySize(g_closeRequests); i++)
      if(g_closeRequests[i].at >= oldest)
         FileWriteString(file, "close " + IntegerToString(g_closeRequests[i].signalId) + " "
                         + IntegerToString((long)g_closeRequests[i].at) + "\n");
   for(int i = 0; i < ArraySize(g_symbols); i++)
      FileWriteString(file, "symbol " + g_symbols[i] + "\n");
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

void RemoveMarker(const long signalId)
  {
   int index = FindMarker(signalId);
   if(index < 0)
      return;
   for(int i = index; i < ArraySize(g_markers) - 1; i++)
      g_markers[i] = g_markers[i + 1];
   ArrayResize(g_markers, ArraySize(g_markers) - 1);
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
   g_positions[n].note = "";
   g_positions[n].refusal = "";
  }

int FindCloseRequest(const long signalId)
  {
   for(int i = 0; i < ArraySize(g_closeRequests); i++)
      if(g_closeRequests[i].signalId == signalId)
         return(i);
   return(-1);
  }

void AddCloseRequest(const long signalId, const datetime at)
  {
   if(FindCloseRequest(signalId) >= 0)
      return;
   int n = ArraySize(g_closeRequests);
   ArrayResize(g_closeRequests, n + 1);
   g_closeRequests[n].signalId = signalId;
   g_closeRequests[n].at = at;
  }

void RemoveCloseRequest(const int index)
  {
   for(int i = index; i < ArraySize(g_closeRequests) - 1; i++)
      g_closeRequests[i] = g_closeRequests[i + 1];
   ArrayResize(g_closeRequests, ArraySize(g_closeRequests) - 1);
  }

//--- Remembers a broker symbol a signal named, newest last, at most MAX_SYMBOLS.
void NoteSymbol(const string symbol)
  {
   int n = ArraySize(g_symbols);
   int at = -1;
   for(int i = 0; i < n; i++)
      if(g_symbols[i] == symbol)
         at = i;
   if(at >= 0)
     {
      for(int i = at; i < n - 1; i++)
         g_symbols[i] = g_symbols[i + 1];
      g_symbols[n - 1] = symbol;
      return;
     }
   if(n >= MAX_SYMBOLS)
     {
      for(int i = 0; i < n - 1; i++)
         g_symbols[i] = g_symbols[i + 1];
      g_symbols[n - 1] = symbol;
      return;
     }
   ArrayResize(g_symbols, n + 1);
   g_symbols[n] = symbol;
  }

//--- The broker's last "not now" per signal, said when the signal finally runs out of time.
void NoteRefusal(const long signalId, const string text)
  {
   RemoveRefusal(signalId);
   int n = ArraySize(g_refusedIds);
   ArrayResize(g_refusedIds, n + 1);
   ArrayResize(g_refusedTexts, n + 1);
   g_refusedIds[n] = signalId;
   g_refusedTexts[n] = text;
  }

string RefusalOf(const long signalId)
  {
   for(int i = 0; i < ArraySize(g_refusedIds); i++)
      if(g_refusedIds[i] == signalId)
         return(g_refusedTexts[i]);
   return("");
  }

void RemoveRefusal(const long signalId)
  {
   for(int i = ArraySize(g_refusedIds) - 1; i >= 0; i--)
     {
      if(g_refusedIds[i] != signalId)
         continue;
      for(int k = i; k < ArraySize(g_refusedIds) - 1; k++)
        {
         g_refusedIds[k] = g_refusedIds[k + 1];
         g_refusedTexts[k] = g_refusedTexts[k + 1];
        }
      ArrayResize(g_refusedIds, ArraySize(g_refusedIds) - 1);
      ArrayResize(g_refusedTexts, ArraySize(g_refusedTexts) - 1);
     }
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

//--- The trade server's clock against UTC, rounded to a quarter hour, as time zones are.
long ServerOffset()
  {
   return((long)MathRound((double)(TimeTradeServer() - TimeGMT()) / 900.0) * 900);
  }

//--- Deal and position times are the trade server's clock; the protocol speaks UTC.
datetime ServerToUtc(const datetime serverTime)
  {
   return((datetime)(serverTime - ServerOffset()));
  }

datetime UtcToServer(const datetime utc)
  {
   return((datetime)(utc + ServerOffset()));
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

//--- The server's sentence, as it is; a list of sentences (another server's validation errors) joined into one.
string MessageOf(const int status, const string body)
  {
   string raw;
   if(!JsonField(body, "message", raw))
      return("HTTP " + IntegerToString(status));
   if(StringGetCharacter(raw, 0) == '"')
      return(JsonUnquote(raw));
   if(StringGetCharacter(raw, 0) != '[')
      return(raw);
   string items[];
   string text = "";
   int n = JsonElements(raw, items);
   for(int i = 0; i < n; i++)
      text += (i > 0 ? " " : "") + (StringGetCharacter(items[i], 0) == '"' ? JsonUnquote(items[i]) : items[i]);
   return(text);
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
