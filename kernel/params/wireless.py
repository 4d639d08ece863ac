"""The wireless classes' parameters (radio, antenna, MACs, link layer, interface queues,
propagation, routing agents, energy model), their ns-2 text defaults and node-config's
options."""
import math

from .base import B, D, I, Param, _table


# ---- wireless (docs/ns2-behavior.md §11) -----------------------------------------------

WIRELESS_PHY = _table(
    Param("Pt_", 0.28183815, D, "W", 0, math.inf, "transmit power"),
    Param("freq_", 914e6, D, "Hz", 1, math.inf, "carrier frequency (wavelength = c / freq_)"),
    Param("L_", 1.0, D, "", 1e-12, math.inf, "system loss factor"),
    Param("RXThresh_", 3.652e-10, D, "W", 0, math.inf,
          "weakest signal decoded (250 m with the defaults and TwoRayGround)"),
    Param("CSThresh_", 1.559e-11, D, "W", 0, math.inf,
          "weakest signal sensed as busy (550 m carrier-sense range)"),
    Param("CPThresh_", 10.0, D, "", 0, math.inf,
          "capture: a reception survives a packet this many times weaker"),
    Param("bandwidth_", 2e6, "rate", "bits/s", 0, math.inf, "not used by Mac/802_11"),
)

OMNI_ANTENNA = _table(
    Param("X_", 0.0, D, "m", -math.inf, math.inf, "antenna offset from the node"),
    Param("Y_", 0.0, D, "m", -math.inf, math.inf, "antenna offset from the node"),
    Param("Z_", 1.5, D, "m", 0, math.inf, "antenna height above the node"),
    Param("Gt_", 1.0, D, "", 0, math.inf, "transmit gain"),
    Param("Gr_", 1.0, D, "", 0, math.inf, "receive gain"),
)

MAC_802_11 = _table(
    Param("CWMin_", 31, I, "slots", 1, 2**31 - 1, "initial contention window"),
    Param("CWMax_", 1023, I, "slots", 1, 2**31 - 1, "largest contention window"),
    Param("SlotTime_", 0.000020, "time", "s", 0, math.inf, "backoff slot"),
    Param("SIFS_", 0.000010, "time", "s", 0, math.inf, "short interframe space (DIFS = SIFS + 2 slots)"),
    Param("PreambleLength_", 144, I, "bits", 0, 2**20, "PLCP preamble"),
    Param("PLCPHeaderLength_", 48, I, "bits", 0, 2**20, "PLCP header"),
    Param("PLCPDataRate_", 1e6, "bandwidth", "bits/s", 1, math.inf, "rate of preamble and PLCP header"),
    Param("RTSThreshold_", 0, I, "bytes", 0, 2**31 - 1,
          "frames of at least this size use RTS/CTS (0: every unicast)"),
    Param("ShortRetryLimit_", 7, I, "", 1, 2**31 - 1, "attempts for RTS (and frames up to RTSThreshold_)"),
    Param("LongRetryLimit_", 4, I, "", 1, 2**31 - 1, "attempts for data frames above RTSThreshold_"),
    Param("dataRate_", 1e6, "rate", "bits/s", 0, math.inf, "rate of unicast data frames (0: bandwidth_)"),
    Param("basicRate_", 1e6, "rate", "bits/s", 0, math.inf,
          "rate of control frames and broadcasts (0: bandwidth_)"),
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 0, math.inf, "Mac's bandwidth_ (used when a rate is 0)"),
    Param("bugFix_timer_", 1, B, "", 0, 1, "back off (not defer) before frames sent without RTS"),
    Param("BeaconInterval_", 0.1, "time", "s", 0, math.inf, "an access point's beacon period"),
    Param("ProbeDelay_", 0.0001, "time", "s", 0, math.inf, "active scan: wait before the probe"),
    Param("MinChannelTime_", 0.005, "time", "s", 0, math.inf,
          "active scan: wait for a first probe response"),
    Param("MaxChannelTime_", 0.011, "time", "s", 0, math.inf,
          "active scan: collect probe responses; wait for an AP's answer"),
    Param("ChannelTime_", 0.12, "time", "s", 0, math.inf, "passive scan: listen for beacons"),
)

# Mac/Simple (radio/mac_simple.pxi): Mac's bandwidth_ and its own duplex switch
MAC_SIMPLE = _table(
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 1, math.inf,
          "rate of every frame (jitter: 0..39 times 100 bits)"),
    Param("fullduplex_mode_", 0, B, "", 0, 1, "receive while sending"),
)

# Mac/SMAC (radio/mac_smac.pxi): S-MAC's switches (its rates and frame times are fixed)
MAC_SMAC = _table(
    Param("syncFlag_", 0, B, "", 0, 1, "listen/sleep cycles (1) or always listening (0)"),
    Param("selfConfigFlag_", 1, I, "", 1, 1,
          "nodes choose their schedules (only 1: schedule-start-time is not implemented)"),
    Param("dutyCycle_", 10.0, D, "%", 1e-9, 100, "listening share of each cycle (syncFlag_ 1)"),
)

# Mac/Tdma (radio/mac_tdma.pxi): Mac's bandwidth_, the slot and the frame's size
MAC_TDMA = _table(
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 1, math.inf, "rate of every frame"),
    Param("slot_packet_len_", 1500, I, "bytes", 1, 2**20, "a slot's length in bytes sent"),
    Param("max_node_num_", 64, I, "", 1, 2**16, "most nodes taking part (slots per frame)"),
)

LINK_LAYER = _table(
    Param("delay_", 25e-6, "time", "s", 0, math.inf, "delay to the queue and up to the node"),
    Param("mindelay_", 50e-6, "time", "s", 0, math.inf, "not used"),
    Param("bandwidth_", 0.0, "rate", "bits/s", 0, math.inf, "not used"),
)

ARP_TABLE = _table(
    Param("delay_", 5e-6, "time", "s", 0, math.inf, "delay of ARP packets and released packets"),
)

PRI_QUEUE = _table(
    Param("limit_", 50, I, "packets", 1, 2**30, "queue limit (set by node-config -ifqLen)"),
    Param("Prefer_Routing_Protocols", 1, B, "", 0, 1, "routing packets jump the queue"),
)

# A plain Queue/DropTail as a mobile node's interface queue (-ifqType Queue/DropTail): the
# same admission as PriQueue, but routing packets wait their turn at the tail.
IFQ_DROP_TAIL = _table(
    Param("limit_", 50, I, "packets", 1, 2**30, "queue limit (set by node-config -ifqLen)"),
)

# CMUPriQueue, DSR's interface queue: four bands of at most 50 packets each; ns-2 never
# reads limit_ (node-config -ifqLen sets it all the same) nor the logging thresholds.
CMU_PRI_QUEUE = _table(
    Param("limit_", 50, I, "packets", 1, 2**30, "set by node-config -ifqLen, not used"),
    Param("qlen_logthresh_", 10, I, "packets", 1, 2**30, "queue-length logging threshold (no log)"),
    Param("fw_logthresh_", 25, I, "packets", 1, 2**30, "forwarding logging threshold (no log)"),
    Param("debug_", 0, B, "", 0, 1, "debug output (none)"),
)

SHADOWING = _table(
    Param("pathlossExp_", 2.0, D, "", 0, math.inf, "path-loss exponent beyond dist0_"),
    Param("std_db_", 4.0, D, "dB", 0, math.inf, "standard deviation of the log-normal shadowing"),
    Param("dist0_", 1.0, D, "m", 1e-9, math.inf, "close-in reference distance"),
    Param("seed_", 0, I, "", 0, 63, "predefined seed index its RNG starts with"),
)

DSDV_AGENT = _table(
    Param("wst0_", 6.0, "time", "s", 0, math.inf, "initial weighted settling time"),
    Param("perup_", 15.0, "time", "s", 1e-9, math.inf, "period of full updates (jittered x0.75..1)"),
    Param("use_mac_", 0, B, "", 0, 0, "link-layer feedback (only 0 is implemented)"),
    Param("be_random_", 1, B, "", 0, 1, "jitter updates"),
    Param("alpha_", 0.875, D, "", 0, 1, "settling-time smoothing"),
    Param("min_update_periods_", 3, I, "", 1, 2**20, "missed updates before a neighbour is lost"),
    Param("verbose_", 0, I, "", 0, 0, "debug lines (not implemented)"),
    Param("trace_wst_", 0, I, "", 0, 0, "settling-time lines (not implemented)"),
)

AODV_AGENT = _table()

MOBILE_NODE = _table(
    Param("X_", 0.0, D, "m", -math.inf, math.inf, "position"),
    Param("Y_", 0.0, D, "m", -math.inf, math.inf, "position"),
    Param("Z_", 0.0, D, "m", -math.inf, math.inf, "position"),
    Param("speed_", 0.0, D, "m/s", 0, math.inf, "speed (set by setdest)"),
)

# node-config's energy options (radio/energy.pxi), used with -energyModel EnergyModel
ENERGY_MODEL = _table(
    Param("initialEnergy", 0.0, D, "J", 0, math.inf, "energy at the start"),
    Param("txPower", 0.660, D, "W", 0, math.inf, "drained while sending"),
    Param("rxPower", 0.395, D, "W", 0, math.inf, "drained while receiving"),
    Param("idlePower", 0.0, D, "W", 0, math.inf, "drained while idle"),
    Param("sleepPower", 0.0, D, "W", 0, math.inf, "drained while the MAC lets the radio sleep"),
    Param("sleepTime", 10000.0, D, "s", 0, math.inf, "not used (as in ns-2)"),
    Param("transitionPower", 0.0, D, "W", 0, math.inf, "drained while going to or from sleep"),
    Param("transitionTime", 0.0, D, "s", 0, math.inf, "time of each such transition"),
)

MOBILE_HOPS = Param("hops", 0, I, "", 0, 2**31 - 1, "node index or hop count")

# ns-2 class -> parameter table, for the wireless classes nslab implements
WIRELESS_CLASSES = {
    "Phy/WirelessPhy": WIRELESS_PHY,
    "Antenna/OmniAntenna": OMNI_ANTENNA,
    "Mac/802_11": MAC_802_11,
    "Mac/Simple": MAC_SIMPLE,
    "Mac/SMAC": MAC_SMAC,
    "Mac/Tdma": MAC_TDMA,
    "LL": LINK_LAYER,
    "ARPTable": ARP_TABLE,
    "Queue/DropTail/PriQueue": PRI_QUEUE,
    "Queue/DropTail": IFQ_DROP_TAIL,
    "CMUPriQueue": CMU_PRI_QUEUE,
    "Agent/DSDV": DSDV_AGENT,
    "Agent/AODV": AODV_AGENT,
    "Agent/DumbAgent": {},
    "Node/MobileNode": MOBILE_NODE,
    "Channel/WirelessChannel": {},
    "Propagation/TwoRayGround": {},
    "Propagation/FreeSpace": {},
    "Propagation/Shadowing": SHADOWING,
    "Propagation/ShadowingVis": {},
    "Topography": {},
}

# What `Class set var` prints for a default, when ns-default.tcl sets it as text
WIRELESS_TEXT = {
    ("Mac/802_11", "dataRate_"): "1Mb", ("Mac/802_11", "basicRate_"): "1Mb",
    ("Mac/802_11", "SlotTime_"): "0.000020", ("Mac/802_11", "SIFS_"): "0.000010",
    ("Mac/802_11", "PLCPDataRate_"): "1.0e6", ("Mac/802_11", "bugFix_timer_"): "true",
    ("Mac/802_11", "bandwidth_"): "2Mb", ("Mac/Simple", "bandwidth_"): "2Mb",
    ("Mac/SMAC", "dutyCycle_"): "10", ("Mac/Tdma", "bandwidth_"): "2Mb",
    ("Mac/802_11", "BeaconInterval_"): "0.1", ("Mac/802_11", "ProbeDelay_"): "0.0001",
    ("Mac/802_11", "MinChannelTime_"): "0.005", ("Mac/802_11", "MaxChannelTime_"): "0.011",
    ("Mac/802_11", "ChannelTime_"): "0.12",
    ("Phy/WirelessPhy", "CPThresh_"): "10.0",
    ("Phy/WirelessPhy", "CSThresh_"): "1.559e-11", ("Phy/WirelessPhy", "RXThresh_"): "3.652e-10",
    ("Phy/WirelessPhy", "bandwidth_"): "2e6", ("Phy/WirelessPhy", "Pt_"): "0.28183815",
    ("Phy/WirelessPhy", "freq_"): "914e+6", ("Phy/WirelessPhy", "L_"): "1.0",
    ("Antenna/OmniAntenna", "Z_"): "1.5", ("Antenna/OmniAntenna", "Gt_"): "1.0",
    ("Antenna/OmniAntenna", "Gr_"): "1.0", ("LL", "delay_"): "25us", ("LL", "mindelay_"): "50us",
    ("ARPTable", "delay_"): "5us", ("Agent/DSDV", "alpha_"): "0.875",
    ("Queue/DropTail/PriQueue", "Prefer_Routing_Protocols"): "1",
    ("CMUPriQueue", "debug_"): "false",
}

# node-config options: ns-2 name -> (Python name, what it takes)
NODE_CONFIG = {
    "adhocRouting": ("adhoc_routing", "AODV, DSDV, DumbAgent or DSR"),
    "llType": ("ll_type", "LL"),
    "macType": ("mac_type", "Mac/802_11, Mac/Simple, Mac/SMAC or Mac/Tdma"),
    "ifqType": ("ifq_type", "Queue/DropTail/PriQueue, Queue/DropTail or CMUPriQueue"),
    "ifqLen": ("ifq_len", "the interface queue limit, packets"),
    "antType": ("ant_type", "Antenna/OmniAntenna"),
    "propType": ("prop_type", "Propagation/TwoRayGround, Propagation/FreeSpace or "
                 "Propagation/Shadowing"),
    "propInstance": ("prop_instance", "a propagation object"),
    "phyType": ("phy_type", "Phy/WirelessPhy"),
    "channel": ("channel", "a Channel/WirelessChannel"),
    "channelType": ("channel_type", "Channel/WirelessChannel"),
    "topoInstance": ("topo_instance", "a Topography"),
    "agentTrace": ("agent_trace", "ON or OFF"),
    "routerTrace": ("router_trace", "ON or OFF"),
    "macTrace": ("mac_trace", "ON or OFF"),
    "movementTrace": ("movement_trace", "ON or OFF"),
    "phyTrace": ("phy_trace", "OFF (PHY traces are not implemented)"),
    "eotTrace": ("eot_trace", "OFF"),
    "toraDebug": ("tora_debug", "OFF (TORA is not implemented)"),
    "wiredRouting": ("wired_routing", "OFF (ON: a base station, nslab.hier)"),
    "addressType": ("address_type", "flat"),
    "mobileIP": ("mobile_ip", "OFF"),
    "QS": ("qs", "OFF (Quick-Start routers are not implemented)"),
    "energyModel": ("energy_model", "EnergyModel (with -initialEnergy and the powers below)"),
    "initialEnergy": ("initial_energy", "the energy model's joules at the start"),
    "txPower": ("tx_power", "W drained while sending (0.660)"),
    "rxPower": ("rx_power", "W drained while receiving (0.395)"),
    "idlePower": ("idle_power", "W drained while idle (0)"),
    "sleepPower": ("sleep_power", "W drained while asleep (0)"),
    "sleepTime": ("sleep_time", "not used"),
    "transitionPower": ("transition_power", "W drained going to or from sleep (0)"),
    "transitionTime": ("transition_time", "s of each such transition (0)"),
    "IncomingErrProc": ("incoming_err_proc",
                        "a procedure making each node's error model for received packets"),
    "OutgoingErrProc": ("outgoing_err_proc",
                        "a procedure making each node's error model for sent frames"),
}
